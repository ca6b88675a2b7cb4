// The deterministic boundary phase that runs before the random fuzz (as Schemathesis' coverage
// phase): every parameter of the operation meets each boundary value of its kind once. Values of
// different parameters share a request (request k sets every integer parameter to the k-th integer,
// every DATETIME one to the k-th date form, every enum one to the k-th value mis-cased), except the
// long strings, which go one parameter at a time so the URL stays readable by any server. Those
// shared requests are mostly invalid, and a server that validates first answers them 400 before
// any value reaches the code behind (a window computed from the date): so the calendar's extremes
// also go in the DATETIME form the server accepts, in an otherwise valid query (every DATETIME
// parameter of the operation in the same year). The phase is never cut: `--runs` bounds the random
// part only. A 5xx is shrunk afterwards to the one parameter and value that cause it.
import type { Instant } from '@tarc/domain';
import { encode } from './hostile.js';
import type { Operation, Param } from './requests.js';

/** 0, -1, 2^31, 2^53+1, 2^63, 10^30. */
export const BOUNDARY_INTEGERS = ['0', '-1', '2147483648', '9007199254740993', '9223372036854775808', `1${'0'.repeat(30)}`] as const;
/** Each DATETIME form (a date, a date-time with 7 digits, zoned) at both extremes of the calendar. */
export const BOUNDARY_DATES = [
  '0001-01-01',
  '9999-12-31',
  '0001-01-01T00:00:00.0000000',
  '9999-12-31T23:59:59.9999999',
  '0001-01-01T00:00:00Z',
  '9999-12-31T23:59:59.9999999Z',
] as const;
/**
 * The calendar's extremes as valid windows, one request each: a window's start (`createdAtAfter`)
 * at the first instant of its day, every other DATETIME parameter (`createdAtBefore`, `createdAt`)
 * at the last; year 0001's first instant and year 9999's last are both sent.
 */
export const EXTREME_DAYS: readonly { start: Instant; end: Instant }[] = [
  { start: '0001-01-01T00:00:00.0000000' as Instant, end: '0001-01-01T23:59:59.9999999' as Instant },
  { start: '9999-12-31T00:00:00.0000000' as Instant, end: '9999-12-31T23:59:59.9999999' as Instant },
];
/** Long strings, each sent in one parameter at a time. */
const BOUNDARY_LONG_LENGTHS = [4096, 8000] as const;

/** An enum value in the other case: `Buy` → `buy`, `asc` → `ASC`. */
export function misCased(value: string): string {
  const lower = value.toLowerCase();
  return lower === value ? value.toUpperCase() : lower;
}

/** One parameter set to one boundary value. */
interface BoundaryValue {
  name: string;
  /** Wire form. */
  value: string;
  /** How the value reads in a message: `pageSize=2147483648`, `pairSymbol=a×4096`. */
  label: string;
}

/** One request of the boundary phase: the base query with these parameters replaced (or a path id). */
export interface BoundaryRequest {
  path: string;
  set: readonly BoundaryValue[];
  /**
   * Meant as a valid query (the calendar's extremes): refused with a 4xx, its values go again one
   * at a time, so that one a server reads otherwise (trades' `createdAt` as a date, OPEN-POINTS #12)
   * does not keep the others from the code behind validation.
   */
  meantValid?: true;
}

const one = (name: string, value: string, label = value): BoundaryValue => ({ name, value: encode(value), label: `${name}=${label}` });

/** The k-th shared value of a parameter, or undefined when its kind has fewer than k+1. */
function sharedValue(p: Param, k: number): BoundaryValue | undefined {
  if (p.enumValues && p.enumValues.length > 0) {
    const v = p.enumValues[k];
    return v === undefined ? undefined : one(p.name, misCased(v));
  }
  if (p.kind === 'int') return BOUNDARY_INTEGERS[k] === undefined ? undefined : one(p.name, BOUNDARY_INTEGERS[k]!);
  if (p.kind === 'datetime') return BOUNDARY_DATES[k] === undefined ? undefined : one(p.name, BOUNDARY_DATES[k]!);
  return k === 0 ? one(p.name, 'a') : undefined; // a string of one character
}

/** The requests of the boundary phase of `op`, in a fixed order. */
export function boundaryRequests(op: Operation): BoundaryRequest[] {
  if (op.lookup) {
    const ids: [string, string][] = [
      ...BOUNDARY_INTEGERS.map((v): [string, string] => [v, v]),
      ['a', 'a'],
      ...BOUNDARY_LONG_LENGTHS.map((n): [string, string] => ['a'.repeat(n), `a×${n}`]),
    ];
    return ids.map(([id, label]) => ({ path: `${op.lookup!.prefix}${id}`, set: [{ name: 'id', value: id, label: `id=${label}` }] }));
  }
  if (op.params.length === 0) return [];
  const requests: BoundaryRequest[] = [];
  for (let k = 0; ; k++) {
    const set = op.params.map((p) => sharedValue(p, k)).filter((v): v is BoundaryValue => v !== undefined);
    if (set.length === 0) break;
    requests.push({ path: op.path, set });
  }
  requests.push({ path: op.path, set: op.params.map((p) => ({ name: p.name, value: '', label: `${p.name}=(empty)` })) });
  requests.push(...extremeRequests(op));
  for (const n of BOUNDARY_LONG_LENGTHS) {
    for (const p of op.params.filter((q) => q.kind === 'string')) requests.push({ path: op.path, set: [one(p.name, 'a'.repeat(n), `a×${n}`)] });
  }
  return requests;
}

/** Every DATETIME parameter of `op` in year 0001, then in year 9999, in the run's form: valid queries. */
function extremeRequests(op: Operation): BoundaryRequest[] {
  const dates = op.params.filter((p) => p.kind === 'datetime');
  const form = op.datetime;
  if (dates.length === 0 || !form) return [];
  return EXTREME_DAYS.map((day) => ({
    path: op.path,
    set: dates.map((p) => one(p.name, form(/After$/.test(p.name) ? day.start : day.end))),
    meantValid: true as const,
  }));
}

/** The raw query of a boundary request: the base with its parameters replaced. */
export function boundaryRawQuery(op: Operation, r: BoundaryRequest): string {
  if (op.lookup) return '';
  const names = new Set(r.set.map((v) => v.name));
  return [...op.base.filter(([name]) => !names.has(name)).map(([n, v]) => `${encode(n)}=${v}`), ...r.set.map((v) => `${encode(v.name)}=${v.value}`)].join('&');
}

/** The request in words: `GET /v1/orders with page=-1, pageSize=-1`. */
export function describeBoundary(r: BoundaryRequest): string {
  const path = r.path.length > 60 ? `${r.path.slice(0, 60)}… (${r.path.length} chars)` : r.path;
  return r.set.length === 1 && r.set[0]!.name === 'id' ? `${path} (${r.set[0]!.label})` : `${path} with ${r.set.map((v) => v.label).join(', ')}`;
}

/** The requests that set one value of `r` each (to find which one a 5xx of `r` comes from). */
export function shrinkCandidates(r: BoundaryRequest): BoundaryRequest[] {
  return r.set.length <= 1 ? [] : r.set.map((v) => ({ path: r.path, set: [v] }));
}
