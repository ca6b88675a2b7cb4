// The response schema and record rules of @tarc/domain (validateResource), one rule per kind of
// finding so that each fault shows under its own code.
import type { FindingCode } from '../checks/index.js';
import type { RequirementId } from '../requirements/index.js';
import type { Finding, ResourceKind } from '@tarc/domain';
import { RESOURCE_KINDS } from '@tarc/domain';
import { isEmailForm } from '#support/email-form.js';
import { isObject } from '#support/objects.js';
import { composedSymbol } from '#support/pair-symbols.js';
import { updatedBeforeCreated } from '#support/timestamps.js';
import type { RecordFinding } from './facts.js';
import type { ExchangeRule, Violation } from './types.js';

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
const SCALE: Partial<Record<ResourceKind, { requirement: RequirementId; code: FindingCode }>> = {
  order: { requirement: 'ORD-RES-DECIMAL-SCALE', code: 'orders.decimal-scale/record-scale' },
  trade: { requirement: 'TRD-RES-DECIMAL-SCALE', code: 'trades.decimal-scale/record-scale' },
  accountWallet: { requirement: 'WAL-DECIMAL-SCALE', code: 'account-wallets.decimal-scale/record-scale' },
  brokerPair: { requirement: 'GEN-DECIMAL-SCALE-16', code: 'reference-data.broker-pairs-scale/not-16-digits' },
  cryptoAsset: { requirement: 'ASSET-SCALE', code: 'reference-data.crypto-assets-scale/not-asset-scale' },
};
const TIMESTAMP: Partial<Record<ResourceKind, RequirementId>> = { order: 'ORD-RES-TIMESTAMP', trade: 'TRD-RES-TIMESTAMP' };
const TIMESTAMP_FIELD = /(^|\.)(createdAt|updatedAt)$/;
/** The codes a kind's schema check gives a domain finding no rule of its own names (the judge validates leniently: no extra-field). */
const SCHEMA_CODES = ['required', 'type', 'range', 'invalid'] as const;

const schemaCode = (kind: ResourceKind, code: string) => `${SCHEMA[kind]}/record-${code}` as FindingCode;
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** How a record rule reads one domain finding: the rule it breaks, the requirement, and its finding code. */
interface Reading {
  rule: string;
  requirement: RequirementId;
  code: FindingCode;
}

/** One domain finding on a record of `kind`, read once for the judge and the checks alike. */
export function readRecordFinding(kind: ResourceKind, f: Finding): Reading {
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
            ? (`crypto-transfers.deposits-no-withdrawal-fields/has-${kebab(f.field)}` as FindingCode)
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

const where = (f: RecordFinding): string => (f.index === undefined ? '' : `record [${f.index}]: `);

function recordRule(code: string, title: string, requirements: readonly RequirementId[], codes: readonly FindingCode[]): ExchangeRule {
  return {
    code,
    title,
    requirements: [...new Set(requirements)],
    codes: [...new Set(codes)],
    check(x, facts) {
      if (!facts.records) return undefined;
      const out: Violation[] = [];
      for (const rf of facts.recordFindings) {
        const reading = readRecordFinding(x.operation.kind, rf.finding);
        if (reading.rule !== code) continue;
        const record = rf.index === undefined ? facts.records[0] : facts.records[rf.index];
        out.push({
          code: reading.code,
          message: `${where(rf)}${rf.finding.message}`,
          requirement: reading.requirement,
          evidence: { body: rf.finding.field === '' && rf.index === undefined ? facts.records : record },
        });
      }
      return out;
    },
  };
}

const everyKind = (codeOf: (kind: ResourceKind) => FindingCode | readonly FindingCode[]): FindingCode[] => RESOURCE_KINDS.flatMap(codeOf);

export const recordFields = recordRule(
  'record.fields',
  'Every record has the fields of its table, with their types',
  Object.values(FIELDS),
  everyKind((kind) => SCHEMA_CODES.map((c) => schemaCode(kind, c))),
);
export const recordEnum = recordRule(
  'record.enum',
  'Enumerated fields carry one of the values the spec lists, exact case',
  ['ORD-RES-ENUMS', 'TRD-RES-ENUMS', 'WDR-STATUS', ...Object.values(FIELDS)],
  ['orders.schema/record-enum', 'trades.schema/record-enum', 'crypto-transfers.withdrawals-status/unknown-status'],
);
export const recordScale = recordRule(
  'record.scale',
  "Decimal strings carry the scale the spec gives (16 digits, or the asset's maxAmountScale)",
  [...Object.values(SCALE).map((s) => s.requirement), 'GEN-DECIMAL-SCALE-ASSET'],
  Object.values(SCALE).map((s) => s.code),
);
export const recordDecimalString = recordRule(
  'record.decimal-string',
  'Amounts, prices, fees and rates are plain decimal strings',
  ['GEN-DECIMAL-STRING'],
  ['general.decimal-strings/not-decimal-string'],
);
export const recordTimestamp = recordRule(
  'record.timestamp',
  'Timestamps have no zone offset and 6 or 7 fractional digits',
  ['ORD-RES-TIMESTAMP', 'TRD-RES-TIMESTAMP', 'GEN-TIMESTAMP-FORMAT'],
  ['orders.schema/record-format', 'trades.schema/record-format', 'general.timestamps/not-timestamp'],
);
export const recordBuySign = recordRule(
  'record.buy-sign',
  'A Buy trade carries negative denominatorAmount, feeAmount and taxAmount',
  ['TRD-RES-BUY-NEGATIVE'],
  ['trades.buy-sign/record-sign'],
);
export const recordForbiddenField = recordRule(
  'record.forbidden-field',
  'A deposit has no feeAmount, updatedAt, externalTransactionId or createdBy',
  ['DEP-NO-WITHDRAWAL-FIELDS'],
  [
    'crypto-transfers.deposits-no-withdrawal-fields/has-fee-amount',
    'crypto-transfers.deposits-no-withdrawal-fields/has-updated-at',
    'crypto-transfers.deposits-no-withdrawal-fields/has-external-transaction-id',
    'crypto-transfers.deposits-no-withdrawal-fields/has-created-by',
  ],
);
export const recordFamilyId = recordRule(
  'record.family-id',
  "A network's familyId equals its family's id",
  ['NETF-FAMILY-ID'],
  ['reference-data.network-families-family-id/family-id-differs'],
);
export const recordFeeLevels = recordRule(
  'record.fee-levels',
  'Fee levels 1 to 8 as the table lists them, in the %p (f) form',
  ['FEE-LEVELS-1-TO-8', 'FEE-TABLE-VALUES', 'FEE-TEXT-FORM', 'FEE-TOP-BAND-OPEN'],
  [
    'reference-data.fee-levels-complete/not-levels-1-to-8',
    'reference-data.fee-levels-values/not-table-value',
    'reference-data.fee-levels-text/not-percent-text',
    'reference-data.fee-levels-top-band/top-band-closed',
  ],
);

const CREATED_BY: Partial<Record<ResourceKind, RequirementId>> = { order: 'ORD-CREATED-BY-EMAIL', cryptoWithdrawal: 'WDR-CREATED-BY-EMAIL' };

/** The table notes "createdBy … (an e-mail form, <EMAIL>)" (orders) and "(<EMAIL>)" (withdrawals), by conformance's own test of the form. */
export const recordCreatedByEmail: ExchangeRule = {
  code: 'record.created-by-email',
  title: 'createdBy of every order and withdrawal is in an e-mail form',
  requirements: Object.values(CREATED_BY),
  codes: ['general.created-by-email/not-email-form'],
  check(x, facts) {
    const requirement = CREATED_BY[x.operation.kind];
    if (!requirement || !facts.records) return undefined;
    const out: Violation[] = [];
    facts.records.forEach((record, i) => {
      if (record === null || typeof record !== 'object' || !('createdBy' in record)) return; // a missing field is record.fields'
      const value = (record as Record<string, unknown>).createdBy;
      if (isEmailForm(value)) return;
      const at = x.operation.lookup ? '' : `record [${i}]: `;
      out.push({
        code: 'general.created-by-email/not-email-form',
        message: `${at}createdBy is ${JSON.stringify(value)}, not in an e-mail form`,
        requirement,
        evidence: { body: record },
      });
    });
    return out;
  },
};

const objects = (records: readonly unknown[]) => records.flatMap((r, i) => (isObject(r) ? [{ r, i }] : []));

/** "| updatedAt | datetime | |" after "| createdAt |": a withdrawal is not updated before it was created (conformance's own comparison). */
export const recordUpdatedBeforeCreated: ExchangeRule = {
  code: 'record.updated-before-created',
  title: 'No withdrawal has updatedAt before createdAt',
  requirements: ['WDR-UPDATED-NOT-BEFORE-CREATED'],
  codes: ['crypto-transfers.withdrawals-updated-at/updated-before-created'],
  check(x, facts) {
    if (x.operation.kind !== 'cryptoWithdrawal' || !facts.records) return undefined;
    return objects(facts.records)
      .filter(({ r }) => updatedBeforeCreated(r) === true)
      .map(({ r, i }) => ({
        code: 'crypto-transfers.withdrawals-updated-at/updated-before-created' as const,
        message: `record [${i}]: updatedAt ${String(r.updatedAt)} is before createdAt ${String(r.createdAt)}`,
        requirement: 'WDR-UPDATED-NOT-BEFORE-CREATED',
        evidence: { body: r },
      }));
  },
};

/** "pair symbol, e.g. <NUMERATOR><DENOMINATOR>": a broker pair's symbol is its numeratorSymbol and denominatorSymbol (conformance's own composition). */
export const recordSymbolComposed: ExchangeRule = {
  code: 'record.symbol-composed',
  title: "A broker pair's symbol is numeratorSymbol followed by denominatorSymbol",
  requirements: ['PAIR-SYMBOL-COMPOSED'],
  codes: ['reference-data.broker-pairs-symbol-composed/not-composed'],
  check(x, facts) {
    if (x.operation.kind !== 'brokerPair' || !facts.records) return undefined;
    return objects(facts.records).flatMap(({ r, i }) => {
      const composed = composedSymbol(r);
      if (composed === undefined || typeof r.symbol !== 'string' || r.symbol === composed) return [];
      return [
        {
          code: 'reference-data.broker-pairs-symbol-composed/not-composed' as const,
          message: `record [${i}]: symbol ${JSON.stringify(r.symbol)} is not numeratorSymbol + denominatorSymbol (${JSON.stringify(composed)})`,
          requirement: 'PAIR-SYMBOL-COMPOSED',
          evidence: { body: r },
        },
      ];
    });
  },
};
