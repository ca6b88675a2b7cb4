import fc, { type Arbitrary } from 'fast-check';
import { FEE_TABLE } from '../fee-table.js';
import { feeLevelRecord, feeLevelRecords } from '../format/fee-level-records.js';
import type { FeeLevel } from '../resources.js';

/** An arbitrary of one valid fee level record (any of levels 1 to 8), as `order()` is one of an order. */
export function feeLevel(): Arbitrary<FeeLevel> {
  return fc.integer({ min: 1, max: FEE_TABLE.length }).map(feeLevelRecord);
}

/**
 * @deprecated Not an arbitrary, unlike every other function of this module: the full valid list,
 * which is `feeLevelRecords()` (exported here and by `@tarc/domain`).
 */
export const feeLevels: () => FeeLevel[] = feeLevelRecords;
