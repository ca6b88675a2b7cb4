import fc, { type Arbitrary } from 'fast-check';
import { FEE_TABLE, feeLevelRecord, type FeeLevel } from '../index.js';

/** An arbitrary of one valid fee level record (any of levels 1 to 8), as `order()` is one of an order. */
export function feeLevel(): Arbitrary<FeeLevel> {
  return fc.integer({ min: 1, max: FEE_TABLE.length }).map(feeLevelRecord);
}
