// "Timestamps are ISO 8601 date-times without a zone offset, with 6 or 7 fractional-second digits."
import { deepFrozen } from '../frozen.js';
import { isTimestamp } from '../instant.js';
import { fieldPath, shownValue, type Finding } from './finding.js';

/** The timestamp fields of each kind that has any. */
export const TIMESTAMP_FIELDS = /* @__PURE__ */ deepFrozen({
  order: ['createdAt'],
  trade: ['createdAt'],
  cryptoWithdrawal: ['createdAt', 'updatedAt'],
  cryptoDeposit: ['createdAt'],
} as const);

/**
 * Each named field holding a string must be a timestamp (`isTimestamp`): no offset, 6 or 7
 * fractional digits, a real calendar instant. Missing or non-string fields are the schema's.
 */
export function checkTimestamps(record: Readonly<Record<string, unknown>>, fields: readonly string[], base = ''): Finding[] {
  const findings: Finding[] = [];
  for (const name of fields) {
    const value = record[name];
    if (typeof value !== 'string' || isTimestamp(value)) continue;
    const field = fieldPath(base, name);
    findings.push({
      field,
      code: 'format',
      message: `${field} must be a date-time without offset with 6 or 7 fractional digits, got ${shownValue(value)}`,
    });
  }
  return findings;
}
