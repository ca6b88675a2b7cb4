// Validating returned records with the domain's schemas and record rules, as check findings.
import { RESOURCE_KINDS, validateResource } from '@tarc/domain';
import type { Finding as DomainFinding, FindingCode, ResourceKind, ResourceValidation } from '@tarc/domain';
import type { RequirementId } from '../requirements/index.js';
import type { CheckOutcome, Evidence, Exchange, Finding } from '#types';
import { passed, withFindings } from './outcome.js';
import { lenientOf, validationAt } from './answer-validations.js';

/** A finding code of a check, `<check id>/<code>`. */
type CheckFindingCode = `${string}/${string}`;

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
 * Strict validations by record (object), for the lists a check builds from several answers (a sample,
 * pages put together): the checks reading the same records validate each once. Keyed by the parsed
 * object itself, so two different records never share a result; the findings are only read.
 */
const byRecord = new WeakMap<object, { kind: ResourceKind; result: ResourceValidation }>();

function validatedRecord(kind: ResourceKind, record: unknown): ResourceValidation {
  if (record === null || typeof record !== 'object') return validateResource(kind, record);
  const held = byRecord.get(record);
  if (held !== undefined && held.kind === kind) return held.result;
  const result = validateResource(kind, record);
  byRecord.set(record, { kind, result });
  return result;
}

/**
 * Every finding of `validateResource` over the records, optionally filtered by finding code
 * (e.g. only 'scale'), at most `limit` of them. An answer's own list is validated once, with the run's
 * judge (support/answer-validations.ts); a list built from several answers, once per record.
 */
export function recordFindings(
  kind: ResourceKind,
  records: readonly unknown[],
  options: { mode?: 'strict' | 'lenient'; codes?: readonly string[]; excludeCodes?: readonly string[]; limit?: number } = {},
): RecordFinding[] {
  const out: RecordFinding[] = [];
  const limit = options.limit ?? 20;
  const lenient = (options.mode ?? 'lenient') === 'lenient';
  const validate = (record: unknown) => validatedRecord(kind, record);
  records.forEach((record, index) => {
    if (out.length >= limit) return;
    // Up to the last record read: a list with `limit` findings early is not validated further.
    const strict = validationAt(kind, records, index, validate);
    const result = lenient ? lenientOf(strict) : strict;
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

// How the run's judge reads a domain finding on a record (exchange-rules/records.ts): the rule it
// breaks, the requirement, and the code of the check of that rule (`<check id>/<code>`: typed as the
// checks' FindingCode by the rules, which may import the checks' types; a test holds each to a check's codes). Beside RECORD_CODES, so that every
// record code is written in this one file.

const FIELDS: Readonly<Record<ResourceKind, RequirementId>> = {
  order: 'ORD-RES-FIELDS',
  trade: 'TRD-RES-FIELDS',
  accountWallet: 'WAL-FIELDS',
  cryptoWithdrawal: 'WDR-FIELDS',
  cryptoDeposit: 'DEP-FIELDS',
  brokerPair: 'PAIR-FIELDS',
  cryptoAsset: 'ASSET-FIELDS',
  cryptoNetworkFamily: 'NETF-FIELDS',
  feeLevel: 'FEE-FIELDS',
};
/** Each kind's schema check: the one whose `record-<domain code>` codes a record finding of the kind goes by. */
const SCHEMA = {
  order: 'orders.schema',
  trade: 'trades.schema',
  accountWallet: 'account-wallets.schema',
  cryptoWithdrawal: 'crypto-transfers.withdrawals-schema',
  cryptoDeposit: 'crypto-transfers.deposits-schema',
  brokerPair: 'reference-data.broker-pairs-schema',
  cryptoAsset: 'reference-data.crypto-assets-schema',
  cryptoNetworkFamily: 'reference-data.network-families-schema',
  feeLevel: 'reference-data.fee-levels-schema',
} as const satisfies Record<ResourceKind, string>;
const ENUMS: Partial<Record<ResourceKind, RequirementId>> = { order: 'ORD-RES-ENUMS', trade: 'TRD-RES-ENUMS', cryptoWithdrawal: 'WDR-STATUS' };
/** Where a scale is a requirement of its own, and the check of that requirement. */
const SCALE: Partial<Record<ResourceKind, { requirement: RequirementId; code: CheckFindingCode }>> = {
  order: { requirement: 'ORD-RES-DECIMAL-SCALE', code: 'orders.decimal-scale/record-scale' },
  trade: { requirement: 'TRD-RES-DECIMAL-SCALE', code: 'trades.decimal-scale/record-scale' },
  accountWallet: { requirement: 'WAL-DECIMAL-SCALE', code: 'account-wallets.decimal-scale/record-scale' },
  brokerPair: { requirement: 'GEN-DECIMAL-SCALE-16', code: 'reference-data.broker-pairs-scale/not-16-digits' },
  cryptoAsset: { requirement: 'ASSET-SCALE', code: 'reference-data.crypto-assets-scale/not-asset-scale' },
};
const TIMESTAMP: Partial<Record<ResourceKind, RequirementId>> = { order: 'ORD-RES-TIMESTAMP', trade: 'TRD-RES-TIMESTAMP' };
const TIMESTAMP_FIELD = /(^|\.)(createdAt|updatedAt)$/;
/** The codes a kind's schema check gives a domain finding no rule of its own names (the judge validates leniently: no extra-field). */
const SCHEMA_CODES: readonly FindingCode[] = ['required', 'type', 'range'];

const schemaCode = (kind: ResourceKind, code: string) => `${SCHEMA[kind]}/record-${code}` as CheckFindingCode;
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** How a record rule reads one domain finding: the rule it breaks, the requirement, and its finding code. */
interface Reading {
  rule: string;
  requirement: RequirementId;
  code: CheckFindingCode;
}

/** One domain finding on a record of `kind`, read once for the judge and the checks alike. */
export function readRecordFinding(kind: ResourceKind, f: DomainFinding): Reading {
  switch (f.code) {
    case 'enum':
      return {
        rule: 'record.enum',
        requirement: ENUMS[kind] ?? FIELDS[kind],
        code: kind === 'cryptoWithdrawal' && f.field.endsWith('status') ? 'crypto-transfers.withdrawals-status/unknown-status' : schemaCode(kind, 'enum'),
      };
    case 'scale':
      return { rule: 'record.scale', requirement: SCALE[kind]?.requirement ?? 'GEN-DECIMAL-SCALE-ASSET', code: SCALE[kind]?.code ?? schemaCode(kind, 'scale') };
    case 'sign':
      return {
        rule: 'record.buy-sign',
        requirement: 'TRD-RES-BUY-NEGATIVE',
        code: kind === 'trade' ? 'trades.buy-sign/record-sign' : schemaCode(kind, 'sign'),
      };
    case 'forbidden-field':
      return {
        rule: 'record.forbidden-field',
        requirement: 'DEP-NO-WITHDRAWAL-FIELDS',
        code:
          kind === 'cryptoDeposit'
            ? (`crypto-transfers.deposits-no-withdrawal-fields/has-${kebab(f.field)}` as CheckFindingCode)
            : schemaCode(kind, 'forbidden-field'),
      };
    case 'family-id':
      return { rule: 'record.family-id', requirement: 'NETF-FAMILY-ID', code: 'reference-data.network-families-family-id/family-id-differs' };
    case 'fee-percent':
      return { rule: 'record.fee-levels', requirement: 'FEE-TEXT-FORM', code: 'reference-data.fee-levels-text/not-percent-text' };
    case 'volume-range':
      return { rule: 'record.fee-levels', requirement: 'FEE-TOP-BAND-OPEN', code: 'reference-data.fee-levels-top-band/top-band-closed' };
    case 'fee-table':
      // A level missing (the list itself, field '') or a level out of 1..8 or repeated (`level`); else a fee of the table.
      return f.field === '' || f.field.endsWith('level')
        ? { rule: 'record.fee-levels', requirement: 'FEE-LEVELS-1-TO-8', code: 'reference-data.fee-levels-complete/not-levels-1-to-8' }
        : { rule: 'record.fee-levels', requirement: 'FEE-TABLE-VALUES', code: 'reference-data.fee-levels-values/not-table-value' };
    case 'format':
      if (kind === 'feeLevel') return { rule: 'record.fee-levels', requirement: 'FEE-TEXT-FORM', code: 'reference-data.fee-levels-text/not-percent-text' };
      if (TIMESTAMP_FIELD.test(f.field)) {
        const requirement = TIMESTAMP[kind];
        return requirement
          ? { rule: 'record.timestamp', requirement, code: schemaCode(kind, 'format') }
          : { rule: 'record.timestamp', requirement: 'GEN-TIMESTAMP-FORMAT', code: 'general.timestamps/not-timestamp' };
      }
      return { rule: 'record.decimal-string', requirement: 'GEN-DECIMAL-STRING', code: 'general.decimal-strings/not-decimal-string' };
    default:
      return { rule: 'record.fields', requirement: FIELDS[kind], code: schemaCode(kind, f.code) };
  }
}

type RecordRuleId =
  | 'record.fields'
  | 'record.enum'
  | 'record.scale'
  | 'record.decimal-string'
  | 'record.timestamp'
  | 'record.buy-sign'
  | 'record.forbidden-field'
  | 'record.family-id'
  | 'record.fee-levels';

/** Each record rule's requirements and the codes `readRecordFinding` gives it. */
export const RECORD_RULES: Readonly<Record<RecordRuleId, { requirements: readonly RequirementId[]; codes: readonly CheckFindingCode[] }>> = {
  'record.fields': {
    requirements: Object.values(FIELDS),
    codes: RESOURCE_KINDS.flatMap((kind) =>
      (RECORD_CODES_BY_KIND[kind] as readonly FindingCode[]).filter((c) => SCHEMA_CODES.includes(c)).map((c) => schemaCode(kind, c)),
    ),
  },
  'record.enum': {
    requirements: ['ORD-RES-ENUMS', 'TRD-RES-ENUMS', 'WDR-STATUS', ...Object.values(FIELDS)],
    codes: ['orders.schema/record-enum', 'trades.schema/record-enum', 'crypto-transfers.withdrawals-status/unknown-status'],
  },
  'record.scale': {
    requirements: [...Object.values(SCALE).map((s) => s.requirement), 'GEN-DECIMAL-SCALE-ASSET'],
    codes: Object.values(SCALE).map((s) => s.code),
  },
  'record.decimal-string': { requirements: ['GEN-DECIMAL-STRING'], codes: ['general.decimal-strings/not-decimal-string'] },
  'record.timestamp': {
    requirements: ['ORD-RES-TIMESTAMP', 'TRD-RES-TIMESTAMP', 'GEN-TIMESTAMP-FORMAT'],
    codes: ['orders.schema/record-format', 'trades.schema/record-format', 'general.timestamps/not-timestamp'],
  },
  'record.buy-sign': { requirements: ['TRD-RES-BUY-NEGATIVE'], codes: ['trades.buy-sign/record-sign'] },
  'record.forbidden-field': {
    requirements: ['DEP-NO-WITHDRAWAL-FIELDS'],
    codes: [
      'crypto-transfers.deposits-no-withdrawal-fields/has-fee-amount',
      'crypto-transfers.deposits-no-withdrawal-fields/has-updated-at',
      'crypto-transfers.deposits-no-withdrawal-fields/has-external-transaction-id',
      'crypto-transfers.deposits-no-withdrawal-fields/has-created-by',
    ],
  },
  'record.family-id': { requirements: ['NETF-FAMILY-ID'], codes: ['reference-data.network-families-family-id/family-id-differs'] },
  'record.fee-levels': {
    requirements: ['FEE-LEVELS-1-TO-8', 'FEE-TABLE-VALUES', 'FEE-TEXT-FORM', 'FEE-TOP-BAND-OPEN'],
    codes: [
      'reference-data.fee-levels-complete/not-levels-1-to-8',
      'reference-data.fee-levels-values/not-table-value',
      'reference-data.fee-levels-text/not-percent-text',
      'reference-data.fee-levels-top-band/top-band-closed',
    ],
  },
};
