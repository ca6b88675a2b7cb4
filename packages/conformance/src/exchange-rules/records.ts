// The response schema and record rules of @tarc/domain (validateResource), one rule per kind of
// finding so that each fault shows under its own code.
import type { FindingCode } from '../checks/index.js';
import type { RequirementId } from '../requirements/index.js';
import type { ResourceKind } from '@tarc/domain';
import { isEmailForm } from '#support/email-form.js';
import { isObject } from '#support/objects.js';
import { readRecordFinding, RECORD_RULES } from '#support/records.js';
import { composedSymbol } from '#support/pair-symbols.js';
import { updatedBeforeCreated } from '#support/timestamps.js';
import type { RecordFinding } from './facts.js';
import type { ExchangeRule, Violation } from './types.js';

const where = (f: RecordFinding): string => (f.index === undefined ? '' : `record [${f.index}]: `);

/** A rule of the domain's record findings: its requirements and codes are support/records.ts' `RECORD_RULES`. */
function recordRule(code: keyof typeof RECORD_RULES, title: string): ExchangeRule {
  return {
    code,
    title,
    requirements: [...new Set(RECORD_RULES[code].requirements)],
    codes: [...new Set(RECORD_RULES[code].codes)] as FindingCode[],
    check(x, facts) {
      if (!facts.records) return undefined;
      const out: Violation[] = [];
      for (const rf of facts.recordFindings) {
        const reading = readRecordFinding(x.operation.kind, rf.finding);
        if (reading.rule !== code) continue;
        const record = rf.index === undefined ? facts.records[0] : facts.records[rf.index];
        out.push({
          code: reading.code as FindingCode,
          message: `${where(rf)}${rf.finding.message}`,
          requirement: reading.requirement,
          evidence: { body: rf.finding.field === '' && rf.index === undefined ? facts.records : record },
        });
      }
      return out;
    },
  };
}

export const recordFields = recordRule('record.fields', 'Every record has the fields of its table, with their types');
export const recordEnum = recordRule('record.enum', 'Enumerated fields carry one of the values the spec lists, exact case');
export const recordScale = recordRule('record.scale', "Decimal strings carry the scale the spec gives (16 digits, or the asset's maxAmountScale)");
export const recordDecimalString = recordRule('record.decimal-string', 'Amounts, prices, fees and rates are plain decimal strings');
export const recordTimestamp = recordRule('record.timestamp', 'Timestamps have no zone offset and 6 or 7 fractional digits');
export const recordBuySign = recordRule('record.buy-sign', 'A Buy trade carries negative denominatorAmount, feeAmount and taxAmount');
export const recordForbiddenField = recordRule('record.forbidden-field', 'A deposit has no feeAmount, updatedAt, externalTransactionId or createdBy');
export const recordFamilyId = recordRule('record.family-id', "A network's familyId equals its family's id");
export const recordFeeLevels = recordRule('record.fee-levels', 'Fee levels 1 to 8 as the table lists them, in the %p (f) form');

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
