// Hostile requests of one operation: a valid query (a discovered pair, a window in the run's DATETIME
// form) with one parameter set to a hostile value, repeated, or an unknown one added; or a lookup
// whose path id is malformed. Each is sent with its exact bytes (RequestOptions.rawQuery).
import type { Instant } from '@tarc/domain';
import type { Arbitrary } from 'fast-check';
import { fc } from '#support/fast-check.js';
import { encode, hostileIds, hostileValue, REPEATS, UNKNOWN_NAMES, WIRE_BUDGET } from './hostile.js';
import type { ParamKind } from './hostile.js';

export interface Param {
  name: string;
  kind: ParamKind;
  /**
   * For GET /v1/orders: true when the decoded value certainly fails this parameter's rule as the spec
   * states it (then a 400 keyed by the name is due); false where the spec leaves it open.
   */
  certainlyInvalid?: (decoded: string) => boolean;
  /** The values the spec lists for it (`Buy`, `Sell`), sent mis-cased by the boundary phase. */
  enumValues?: readonly string[];
}

type Mutation =
  | { kind: 'set'; name: string; value: string }
  | { kind: 'repeat'; name: string; value: string; times: number }
  | { kind: 'unknown'; name: string; value: string };

export interface HostileRequest {
  /** The path as sent (a lookup's id is hostile). */
  path: string;
  mutation?: Mutation;
}

/** One operation to fuzz: its path (or lookup prefix), its parameters and a valid base query. */
export interface Operation {
  path: string;
  /** `/v1/orders/` for GET /v1/orders/{id}: the id is appended (valid, or hostile). */
  lookup?: { prefix: string; validId: string };
  params: readonly Param[];
  /** Valid parameters every request starts from, in wire form. */
  base: readonly (readonly [string, string])[];
  /** An instant in the DATETIME form the server accepts (the run's, OPEN-POINTS #2), for the boundary phase's extremes. */
  datetime?: (instant: Instant) => string;
}

const part = (name: string, value: string) => `${encode(name)}=${value}`;

/** The raw query of `r` on `op`: the base with the mutation applied; repeats cut to the wire budget. */
export function rawQueryOf(op: Operation, r: HostileRequest): string {
  const m = r.mutation;
  const parts = op.base.filter(([name]) => !(m && m.kind !== 'unknown' && m.name === name)).map(([n, v]) => part(n, v));
  if (m?.kind === 'set') parts.push(part(m.name, m.value));
  if (m?.kind === 'unknown') parts.push(`${m.name}=${m.value}`);
  if (m?.kind === 'repeat') {
    const one = part(m.name, m.value);
    const times = Math.max(2, Math.min(m.times, Math.floor(WIRE_BUDGET / (one.length + 1))));
    for (let i = 0; i < times; i++) parts.push(one);
  }
  return parts.join('&');
}

/** The request in words, for messages: `pageSize=1e3`, `status ×500`, `GET /v1/orders/..`. */
export function describeRequest(r: HostileRequest): string {
  const cut = (s: string) => (s.length > 60 ? `${s.slice(0, 60)}… (${s.length} chars)` : s);
  const m = r.mutation;
  const what = !m
    ? ''
    : m.kind === 'repeat'
      ? `${m.name}=${cut(m.value)} ×${m.times}`
      : `${m.kind === 'unknown' ? 'unknown ' : ''}${cut(m.name)}=${cut(m.value)}`;
  return [cut(r.path), what].filter(Boolean).join(' with ');
}

/** The decoded value as a server reads it (`+` is a space), or undefined for a malformed escape. */
function decodeValue(wire: string): string | undefined {
  try {
    return decodeURIComponent(wire.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/** The parameter `r` certainly makes invalid (GET /v1/orders), or undefined when validity is open. */
export function certainlyInvalidParam(op: Operation, r: HostileRequest): string | undefined {
  const m = r.mutation;
  if (m?.kind !== 'set') return undefined;
  const param = op.params.find((p) => p.name === m.name);
  const decoded = decodeValue(m.value);
  // A malformed escape may be refused before any parameter is read (a bare 400): left open.
  if (!param?.certainlyInvalid || decoded === undefined) return undefined;
  return param.certainlyInvalid(decoded) ? m.name : undefined;
}

/** Random hostile requests of `op`. */
export function hostileRequest(op: Operation): Arbitrary<HostileRequest> {
  const unknown = fc
    .record({ name: fc.constantFrom(...UNKNOWN_NAMES).map(encode), value: hostileValue('string') })
    .map(({ name, value }): Mutation => ({ kind: 'unknown', name, value }));
  if (op.lookup) {
    const { prefix, validId } = op.lookup;
    return fc
      .record({ id: fc.constantFrom(...hostileIds(validId)), mutation: fc.option(unknown, { nil: undefined }) })
      .map(({ id, mutation }) => ({ path: `${prefix}${id}`, ...(mutation ? { mutation } : {}) }));
  }
  const mutations: Arbitrary<Mutation>[] = [unknown];
  if (op.params.length > 0) {
    const param = fc.constantFrom(...op.params);
    mutations.unshift(
      param.chain((p) => hostileValue(p.kind).map((value): Mutation => ({ kind: 'set', name: p.name, value }))),
      fc.record({ p: param, times: fc.constantFrom(...REPEATS), hostile: hostileValue('string') }).map(({ p, times, hostile }): Mutation => {
        const base = op.base.find(([name]) => name === p.name);
        return { kind: 'repeat', name: p.name, value: base ? base[1] : hostile, times };
      }),
    );
  }
  return fc.oneof(...mutations).map((mutation) => ({ path: op.path, mutation }));
}

/**
 * One request per class, always sent first (fast-check's examples): a long string, non-ASCII,
 * quotes, a NUL, a broken escape, an integer beyond 64 bits, year 9999, a parameter ×50, an unknown
 * parameter; for a lookup, the malformed ids. So even a run with one case meets every class.
 */
export function corpus(op: Operation, boundaryCovered = false): HostileRequest[] {
  if (op.lookup) {
    const { prefix, validId } = op.lookup;
    // The long and the beyond-64-bits ids are the boundary phase's, when it ran.
    const ids = [
      ...(boundaryCovered ? [] : ['1'.repeat(4000), '9223372036854775808']),
      encode('ユーザー😀'),
      encode("1' OR '1'='1"),
      '%00',
      '..%2F..%2Fetc%2Fpasswd',
      '%zz',
      `${validId}%20`,
    ];
    return ids.map((id) => ({ path: `${prefix}${id}` }));
  }
  const str = op.params.find((p) => p.kind === 'string')?.name;
  const int = op.params.find((p) => p.name === 'pageSize')?.name ?? op.params.find((p) => p.kind === 'int')?.name;
  const date = op.params.find((p) => p.kind === 'datetime')?.name;
  const first = op.base[0]?.[0] ?? op.params[0]?.name;
  const set = (name: string | undefined, value: string): Mutation => (name ? { kind: 'set', name, value } : { kind: 'unknown', name: 'q', value });
  // A long string, 2^63, -1 and year 9999 in a real parameter are the boundary phase's, when it ran.
  const unlessCovered = (name: string | undefined, value: string): Mutation[] => (boundaryCovered && name ? [] : [set(name, value)]);
  const mutations: Mutation[] = [
    ...unlessCovered(str, 'a'.repeat(2000)),
    set(str, encode('ユーザー😀\u202E')),
    set(str, encode("' OR '1'='1")),
    set(str, '%00'),
    set(str, '%zz'),
    ...unlessCovered(int, '9223372036854775808'),
    set(int, '1e3'),
    ...unlessCovered(op.params.find((p) => p.name === 'page')?.name ?? int, '-1'),
    ...unlessCovered(date, encode('9999-12-31T23:59:59.9999999')),
    { kind: 'repeat', name: first ?? 'q', value: op.base[0]?.[1] ?? '1', times: 50 },
    { kind: 'unknown', name: '__proto__', value: encode('{}') },
  ];
  const seen = new Set<string>();
  return mutations
    .filter((m) => {
      const key = JSON.stringify(m);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((mutation) => ({ path: op.path, mutation }));
}
