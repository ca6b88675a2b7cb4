// The response schema and record rules of @tarc/domain (validateResource), one rule per kind of
// finding so that each fault shows under its own code.
import type { RequirementId } from '../requirements/index.js';
import { isEmailForm } from '../checks/general/created-by-email.js';
import { updatedBeforeCreated } from '../checks/crypto-transfers/withdrawals-updated-at.js';
import { composedSymbol } from '../checks/reference-data/broker-pairs-symbol-composed.js';
import type { Finding, ResourceKind } from '@tarc/domain';
import { isObject } from '#support/objects.js';
import type { RecordFinding } from './facts.js';
import { recordRunCode } from './run-codes.js';
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
const ENUMS: Partial<Record<ResourceKind, RequirementId>> = { order: 'ORD-RES-ENUMS', trade: 'TRD-RES-ENUMS', cryptoWithdrawal: 'WDR-STATUS' };
const SCALE: Partial<Record<ResourceKind, RequirementId>> = {
  order: 'ORD-RES-DECIMAL-SCALE',
  trade: 'TRD-RES-DECIMAL-SCALE',
  accountWallet: 'WAL-DECIMAL-SCALE',
  brokerPair: 'GEN-DECIMAL-SCALE-16',
  cryptoAsset: 'ASSET-SCALE',
};
const TIMESTAMP: Partial<Record<ResourceKind, RequirementId>> = { order: 'ORD-RES-TIMESTAMP', trade: 'TRD-RES-TIMESTAMP' };
const TIMESTAMP_FIELD = /(^|\.)(createdAt|updatedAt)$/;

/** The proxy code and catalogue requirement of one domain finding on a record of `kind`. */
export function classifyFinding(kind: ResourceKind, f: Finding): { code: string; requirement: RequirementId } {
  switch (f.code) {
    case 'enum':
      return { code: 'record.enum', requirement: ENUMS[kind] ?? FIELDS[kind] };
    case 'scale':
      return { code: 'record.scale', requirement: SCALE[kind] ?? 'GEN-DECIMAL-SCALE-ASSET' };
    case 'sign':
      return { code: 'record.buy-sign', requirement: 'TRD-RES-BUY-NEGATIVE' };
    case 'forbidden-field':
      return { code: 'record.forbidden-field', requirement: 'DEP-NO-WITHDRAWAL-FIELDS' };
    case 'family-id':
      return { code: 'record.family-id', requirement: 'NETF-FAMILY-ID' };
    case 'fee-percent':
      return { code: 'record.fee-levels', requirement: 'FEE-TEXT-FORM' };
    case 'volume-range':
      return { code: 'record.fee-levels', requirement: 'FEE-TOP-BAND-OPEN' };
    case 'fee-table':
      return {
        code: 'record.fee-levels',
        requirement: f.field === '' || /more than once|one of 1 to/.test(f.message) ? 'FEE-LEVELS-1-TO-8' : 'FEE-TABLE-VALUES',
      };
    case 'format':
      if (kind === 'feeLevel') return { code: 'record.fee-levels', requirement: 'FEE-TEXT-FORM' };
      if (TIMESTAMP_FIELD.test(f.field)) return { code: 'record.timestamp', requirement: TIMESTAMP[kind] ?? 'GEN-TIMESTAMP-FORMAT' };
      return { code: 'record.decimal-string', requirement: 'GEN-DECIMAL-STRING' };
    default:
      return { code: 'record.fields', requirement: FIELDS[kind] };
  }
}

const where = (f: RecordFinding): string => (f.index === undefined ? '' : `record [${f.index}]: `);

function recordRule(code: string, title: string, requirements: readonly RequirementId[]): ExchangeRule {
  return {
    code,
    title,
    requirements: [...new Set(requirements)],
    check(x, facts) {
      if (!facts.records) return undefined;
      const out: Violation[] = [];
      for (const rf of facts.recordFindings) {
        const c = classifyFinding(x.operation.kind, rf.finding);
        if (c.code !== code) continue;
        const record = rf.index === undefined ? facts.records[0] : facts.records[rf.index];
        out.push({
          message: `${where(rf)}${rf.finding.message}`,
          requirement: c.requirement,
          runCode: recordRunCode(x.operation.kind, rf.finding, c.requirement),
          evidence: { body: rf.finding.field === '' && rf.index === undefined ? facts.records : record },
        });
      }
      return out;
    },
  };
}

export const recordFields = recordRule('record.fields', 'Every record has the fields of its table, with their types', Object.values(FIELDS));
export const recordEnum = recordRule('record.enum', 'Enumerated fields carry one of the values the spec lists, exact case', [
  'ORD-RES-ENUMS',
  'TRD-RES-ENUMS',
  'WDR-STATUS',
  ...Object.values(FIELDS),
]);
export const recordScale = recordRule('record.scale', "Decimal strings carry the scale the spec gives (16 digits, or the asset's maxAmountScale)", [
  ...Object.values(SCALE),
  'GEN-DECIMAL-SCALE-ASSET',
]);
export const recordDecimalString = recordRule('record.decimal-string', 'Amounts, prices, fees and rates are plain decimal strings', ['GEN-DECIMAL-STRING']);
export const recordTimestamp = recordRule('record.timestamp', 'Timestamps have no zone offset and 6 or 7 fractional digits', [
  'ORD-RES-TIMESTAMP',
  'TRD-RES-TIMESTAMP',
  'GEN-TIMESTAMP-FORMAT',
]);
export const recordBuySign = recordRule('record.buy-sign', 'A Buy trade carries negative denominatorAmount, feeAmount and taxAmount', ['TRD-RES-BUY-NEGATIVE']);
export const recordForbiddenField = recordRule('record.forbidden-field', 'A deposit has no feeAmount, updatedAt, externalTransactionId or createdBy', [
  'DEP-NO-WITHDRAWAL-FIELDS',
]);
export const recordFamilyId = recordRule('record.family-id', "A network's familyId equals its family's id", ['NETF-FAMILY-ID']);
export const recordFeeLevels = recordRule('record.fee-levels', 'Fee levels 1 to 8 as the table lists them, in the %p (f) form', [
  'FEE-LEVELS-1-TO-8',
  'FEE-TABLE-VALUES',
  'FEE-TEXT-FORM',
  'FEE-TOP-BAND-OPEN',
]);

const CREATED_BY: Partial<Record<ResourceKind, RequirementId>> = { order: 'ORD-CREATED-BY-EMAIL', cryptoWithdrawal: 'WDR-CREATED-BY-EMAIL' };

/** The table notes "createdBy … (an e-mail form, <EMAIL>)" (orders) and "(<EMAIL>)" (withdrawals), by conformance's own test of the form. */
export const recordCreatedByEmail: ExchangeRule = {
  code: 'record.created-by-email',
  title: 'createdBy of every order and withdrawal is in an e-mail form',
  requirements: Object.values(CREATED_BY),
  check(x, facts) {
    const requirement = CREATED_BY[x.operation.kind];
    if (!requirement || !facts.records) return undefined;
    const out: Violation[] = [];
    facts.records.forEach((record, i) => {
      if (record === null || typeof record !== 'object' || !('createdBy' in record)) return; // a missing field is record.fields'
      const value = (record as Record<string, unknown>).createdBy;
      if (isEmailForm(value)) return;
      const at = x.operation.lookup ? '' : `record [${i}]: `;
      out.push({ message: `${at}createdBy is ${JSON.stringify(value)}, not in an e-mail form`, requirement, evidence: { body: record } });
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
  check(x, facts) {
    if (x.operation.kind !== 'cryptoWithdrawal' || !facts.records) return undefined;
    return objects(facts.records)
      .filter(({ r }) => updatedBeforeCreated(r) === true)
      .map(({ r, i }) => ({
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
  check(x, facts) {
    if (x.operation.kind !== 'brokerPair' || !facts.records) return undefined;
    return objects(facts.records).flatMap(({ r, i }) => {
      const composed = composedSymbol(r);
      if (composed === undefined || typeof r.symbol !== 'string' || r.symbol === composed) return [];
      return [
        {
          message: `record [${i}]: symbol ${JSON.stringify(r.symbol)} is not numeratorSymbol + denominatorSymbol (${JSON.stringify(composed)})`,
          requirement: 'PAIR-SYMBOL-COMPOSED',
          evidence: { body: r },
        },
      ];
    });
  },
};
