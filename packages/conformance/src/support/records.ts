// Validating returned records with the domain's schemas and record rules, as check findings.
import { validateResource } from '@tarc/domain';
import type { FindingCode, ResourceKind, ResourceValidation } from '@tarc/domain';
import type { CheckOutcome, Evidence, Exchange, Finding } from '#types';
import { passed, withFindings } from './outcome.js';

export interface RecordFinding {
  index: number;
  id: unknown;
  field: string;
  code: FindingCode;
  message: string;
}

/** A check's finding code for a record rule of the domain: `record-<domain code>` (e.g. `record-scale`). */
export const recordCode = <C extends FindingCode>(code: C): `record-${C}` => `record-${code}`;

/** Every code a check validating records with the domain can emit, each with what it means. */
export const RECORD_CODES = {
  'record-required': 'a record lacks a field its table lists',
  'record-type': 'a field of a record has the wrong JSON type',
  'record-format': 'a string field of a record has the wrong shape (not a plain decimal, not a timestamp, not %p (f))',
  'record-enum': "a field of a record holds a value outside the spec's list (e.g. an order status)",
  'record-range': 'a number of a record lies outside its bounds (e.g. a negative maxAmountScale)',
  'record-scale': 'a decimal of a record has the wrong number of fractional digits',
  'record-extra-field': 'a record carries a field its table does not list',
  'record-forbidden-field': 'a deposit carries one of the four fields a deposit must not have',
  'record-sign': "a Buy trade's denominatorAmount, feeAmount or taxAmount is above zero",
  'record-family-id': "a network's familyId is not the id of its family",
  'record-fee-table': "a fee level is missing, repeated, out of 1..8, or has a fee other than the table's",
  'record-fee-percent': 'a fee text whose percent is not its fraction × 100',
  'record-volume-range': "the top fee level's volumeRange lacks its trailing +",
  'record-invalid': 'a record fails its schema in a way no other record code names',
} as const satisfies { readonly [C in FindingCode as `record-${C}`]: string };

/**
 * The domain codes `validateResource` can report for each kind, lenient mode: its schema's keywords
 * (required, type, enum, minimum → range, a pattern → format, the 16-digit pattern → scale, a field
 * that must be absent → forbidden-field) and its record rules (sign, family-id, the fee table's).
 * `extra-field` only in strict mode, and `invalid` never (no keyword of the schemas reaches it): a
 * check declares of a kind only what its validator can emit (support/records.test.ts holds the
 * table to the schemas).
 */
export const RECORD_CODES_BY_KIND = {
  order: ['required', 'type', 'format', 'enum', 'scale'],
  trade: ['required', 'type', 'format', 'enum', 'scale', 'sign'],
  accountWallet: ['required', 'type', 'format', 'scale'],
  cryptoWithdrawal: ['required', 'type', 'format', 'enum'],
  cryptoDeposit: ['required', 'type', 'format', 'forbidden-field'],
  brokerPair: ['required', 'type', 'format', 'scale'],
  cryptoAsset: ['required', 'type', 'format', 'range', 'scale'],
  cryptoNetworkFamily: ['required', 'type', 'family-id'],
  feeLevel: ['required', 'type', 'format', 'fee-percent', 'fee-table', 'volume-range'],
} as const satisfies Readonly<Record<ResourceKind, readonly FindingCode[]>>;

type KindCode<K extends ResourceKind> = (typeof RECORD_CODES_BY_KIND)[K][number];

/**
 * The `record-<code>` entries of RECORD_CODES a check validating records of `kind` can emit, less
 * `excluded` (the codes another check of the kind reports: the scale, the sign).
 */
export function recordCodesOf<K extends ResourceKind, X extends KindCode<K> = never>(
  kind: K,
  ...excluded: readonly X[]
): Pick<typeof RECORD_CODES, `record-${Exclude<KindCode<K>, X>}`> {
  const codes = (RECORD_CODES_BY_KIND[kind] as readonly FindingCode[]).filter((c) => !(excluded as readonly FindingCode[]).includes(c));
  return Object.fromEntries(codes.map((c) => [recordCode(c), RECORD_CODES[recordCode(c)]])) as Pick<typeof RECORD_CODES, `record-${Exclude<KindCode<K>, X>}`>;
}

/**
 * One check finding per domain code among `findings` (the first record of each as its message),
 * so a fault breaking one rule is named by that rule's code.
 */
export function recordFindingsByCode(what: string, findings: readonly RecordFinding[], evidenceOf: (f: RecordFinding) => Evidence | undefined): Finding[] {
  const firsts = new Map<FindingCode, { first: RecordFinding; count: number }>();
  for (const f of findings) {
    const entry = firsts.get(f.code);
    if (entry) entry.count++;
    else firsts.set(f.code, { first: f, count: 1 });
  }
  return [...firsts.values()].map(({ first, count }) => {
    const evidence = evidenceOf(first);
    return {
      code: recordCode(first.code),
      message: `${count}${findings.length >= 20 ? '+' : ''} ${first.code} finding(s) in ${what}; first: record #${first.index} (id ${JSON.stringify(first.id)}) ${first.field}: ${first.message}`,
      ...(evidence ? { evidence: [evidence] } : {}),
    };
  });
}

/**
 * Validations by record (object), one cache per mode holding the kind it was validated as: the
 * checks reading the same answer (the run's answers are shared) and the run's judge of every
 * exchange validate each of its records once. Keyed by the parsed object itself, so two different
 * records never share a result; the findings are only read. A record asked as another kind (never
 * in practice) is validated afresh and replaces the entry.
 */
const validations: Readonly<Record<'strict' | 'lenient', WeakMap<object, { kind: ResourceKind; result: ResourceValidation }>>> = {
  strict: new WeakMap(),
  lenient: new WeakMap(),
};

/** `validateResource(kind, record, { mode })`, computed once per record object, kind and mode. */
function validatedRecord(kind: ResourceKind, record: unknown, mode: 'strict' | 'lenient'): ResourceValidation {
  if (record === null || typeof record !== 'object') return validateResource(kind, record, { mode });
  const cache = validations[mode];
  const held = cache.get(record);
  if (held !== undefined && held.kind === kind) return held.result;
  const result = validateResource(kind, record, { mode });
  cache.set(record, { kind, result });
  return result;
}

/**
 * Every finding of `validateResource` over the records, optionally filtered by finding code
 * (e.g. only 'scale'), at most `limit` of them.
 */
export function recordFindings(
  kind: ResourceKind,
  records: readonly unknown[],
  options: { mode?: 'strict' | 'lenient'; codes?: readonly string[]; excludeCodes?: readonly string[]; limit?: number } = {},
): RecordFinding[] {
  const out: RecordFinding[] = [];
  const limit = options.limit ?? 20;
  records.forEach((record, index) => {
    if (out.length >= limit) return;
    const result = validatedRecord(kind, record, options.mode ?? 'lenient');
    for (const f of result.findings) {
      if (options.codes && !options.codes.includes(f.code)) continue;
      if (options.excludeCodes?.includes(f.code)) continue;
      const id = record !== null && typeof record === 'object' ? (record as { id?: unknown }).id : undefined;
      out.push({ index, id, field: f.field, code: f.code, message: f.message });
      if (out.length >= limit) break;
    }
  });
  return out;
}

/** A failed outcome naming the first findings, with the exchange as evidence; passed when none. */
export function findingsOutcome(what: string, findings: readonly RecordFinding[], exchange: Exchange | undefined, records: readonly unknown[]): CheckOutcome {
  if (findings.length === 0) return passed(`${records.length} ${what} checked`);
  return withFindings(
    recordFindingsByCode(what, findings, (f) => {
      const body = findings
        .filter((g) => g.code === f.code)
        .slice(0, 5)
        .map((g) => ({ record: records[g.index], finding: g }));
      return exchange?.evidence({ actual: f.message, body });
    }),
  );
}
