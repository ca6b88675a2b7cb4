// Fee level: "levels 1 to 8 are listed"; makerFee/takerFee "text of the form %<percent> (<decimal
// fraction>)"; volumeRange: "the top level is open-ended, written with a trailing plus"; and the
// spec's table of maker and taker fractions per level.
import { Decimal } from 'decimal.js';
import { FEE_TABLE, type FeeBand } from '../fee-table.js';
import { fieldPath, shownValue, type Finding } from './finding.js';

// Unambiguous alternatives: no polynomial backtracking on a long hostile value.
const FEE_TEXT = /^%([0-9]+(?:\.[0-9]+)?|\.[0-9]+) ?\(([0-9]+(?:\.[0-9]+)?|\.[0-9]+)\)$/;
const TOP_LEVEL = FEE_TABLE.length;
const HUNDRED = new Decimal(100);

function checkFeeText(value: unknown, field: string, expected: string | undefined, findings: Finding[]): void {
  if (typeof value !== 'string') return; // the schema's `type`
  const m = FEE_TEXT.exec(value);
  if (m === null) {
    findings.push({ field, code: 'format', message: `${field} must read %<percent> (<decimal fraction>), got ${shownValue(value)}` });
    return;
  }
  const percent = new Decimal(m[1]!),
    fraction = new Decimal(m[2]!);
  if (!percent.eq(fraction.times(HUNDRED))) {
    findings.push({
      field,
      code: 'fee-percent',
      message: `${field}: the percent ${m[1]} must be the fraction ${m[2]} × 100 = ${fraction.times(HUNDRED).toString()}`,
    });
  }
  if (expected !== undefined && !fraction.eq(expected)) {
    findings.push({ field, code: 'fee-table', message: `${field} must be ${expected} as the spec's table lists, got ${m[2]}` });
  }
}

/**
 * One fee level: `level` is 1..8, makerFee and takerFee read `%<percent> (<fraction>)` with
 * percent = fraction × 100 and the fraction the spec's table gives for that level, and level 8's
 * volumeRange ends with `+`. Decimals are compared by value (`0.0010` equals `0.001`).
 */
export function checkFeeLevel(feeLevel: Readonly<Record<string, unknown>>, base = ''): Finding[] {
  const findings: Finding[] = [];
  const level = feeLevel.level;
  let entry: FeeBand | undefined;
  if (typeof level === 'number' && Number.isInteger(level)) {
    entry = FEE_TABLE[level - 1];
    if (entry === undefined) {
      const field = fieldPath(base, 'level');
      findings.push({ field, code: 'fee-table', message: `${field} must be one of 1 to ${TOP_LEVEL}, got ${level}` });
    }
  }
  checkFeeText(feeLevel.makerFee, fieldPath(base, 'makerFee'), entry?.maker, findings);
  checkFeeText(feeLevel.takerFee, fieldPath(base, 'takerFee'), entry?.taker, findings);
  const range = feeLevel.volumeRange;
  if (level === TOP_LEVEL && typeof range === 'string' && !range.trimEnd().endsWith('+')) {
    const field = fieldPath(base, 'volumeRange');
    findings.push({ field, code: 'volume-range', message: `${field} of the top level must end with "+", got ${shownValue(range)}` });
  }
  return findings;
}

/**
 * The fee-level list: every record by `checkFeeLevel` (fields `[i].makerFee` …), and the set of
 * levels by `checkFeeLevelSet`.
 */
export function checkFeeLevels(levels: unknown): Finding[] {
  if (!Array.isArray(levels)) {
    return [{ field: '', code: 'type', message: `the fee levels must be an array, got ${shownValue(levels)}` }];
  }
  const findings: Finding[] = [];
  levels.forEach((item: unknown, i) => {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) {
      findings.push({ field: fieldPath('', i), code: 'type', message: `[${i}] must be an object, got ${shownValue(item)}` });
      return;
    }
    // One by one: a spread of a record's findings into arguments overflows on a record of many fields.
    for (const finding of checkFeeLevel(item as Record<string, unknown>, fieldPath('', i))) findings.push(finding);
  });
  for (const finding of checkFeeLevelSet(levels)) findings.push(finding);
  return findings;
}

/**
 * What only the whole list shows: exactly the levels 1 to 8, each once (`fee-table`: a repeated
 * level on its `[i].level`, a missing one on field `''`, the list itself).
 */
export function checkFeeLevelSet(levels: readonly unknown[]): Finding[] {
  const findings: Finding[] = [];
  const seen = new Set<number>();
  levels.forEach((item: unknown, i) => {
    const level = item !== null && typeof item === 'object' ? (item as Record<string, unknown>).level : undefined;
    if (typeof level !== 'number') return;
    if (seen.has(level)) {
      findings.push({ field: `[${i}].level`, code: 'fee-table', message: `[${i}].level: level ${level} is listed more than once` });
    }
    seen.add(level);
  });
  for (const { level } of FEE_TABLE) {
    if (!seen.has(level)) findings.push({ field: '', code: 'fee-table', message: `level ${level} is missing: levels 1 to ${TOP_LEVEL} are listed` });
  }
  return findings;
}
