import fc, { type Arbitrary } from 'fast-check';
import { FEE_TABLE as FEE_LEVELS } from '../fee-table.js';
import { feeLevelRecord } from '../format/fee-levels.js';
import type { FeeLevel } from '../resources.js';

/** One valid fee level (any of 1 to 8). */
export function feeLevel(): Arbitrary<FeeLevel> {
  return fc.integer({ min: 1, max: FEE_LEVELS.length }).map(feeLevelRecord);
}

/** The full valid list: levels 1 to 8, in order. */
export function feeLevels(): FeeLevel[] {
  return FEE_LEVELS.map(({ level }) => feeLevelRecord(level));
}
