import fc, { type Arbitrary } from 'fast-check';
import type { Decimal } from 'decimal.js';
import { FEE_LEVELS } from '../fee-levels.js';
import type { FeeLevel } from '../resources.js';

/** `%<percent> (<decimal fraction>)`, e.g. `%0.1 (0.001)`. */
export function feeText(fraction: Decimal): string {
  return `%${fraction.times(100).toFixed()} (${fraction.toFixed()})`;
}

const grouped = (d: Decimal) => d.toFixed().replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** The spec's fee level `level` (1 to 8) as a record; the top level's volumeRange ends with `+`. */
export function feeLevelRecord(level: number): FeeLevel {
  const entry = FEE_LEVELS[level - 1];
  if (entry === undefined) throw new RangeError(`level must be 1 to ${FEE_LEVELS.length}, got ${level}`);
  const next = FEE_LEVELS[level];
  return {
    level,
    volumeRange: next === undefined ? `${grouped(entry.lowerBound)}+` : `${grouped(entry.lowerBound)} - ${grouped(next.lowerBound)}`,
    makerFee: feeText(entry.maker),
    takerFee: feeText(entry.taker),
  };
}

/** One valid fee level (any of 1 to 8). */
export function feeLevel(): Arbitrary<FeeLevel> {
  return fc.integer({ min: 1, max: FEE_LEVELS.length }).map(feeLevelRecord);
}

/** The full valid list: levels 1 to 8, in order. */
export function feeLevels(): FeeLevel[] {
  return FEE_LEVELS.map(({ level }) => feeLevelRecord(level));
}
