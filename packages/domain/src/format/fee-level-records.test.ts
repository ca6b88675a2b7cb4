import { describe, expect, it } from 'vitest';
import { Decimal } from 'decimal.js';
import { FEE_TABLE } from '../fee-table.js';
import { validateResource } from '../validate-resource.js';
import { feeLevelRecord, feeLevelRecords, feeText } from './fee-level-records.js';

describe('fee-level records as GET /v1/fee-levels returns them', () => {
  it('writes the spec table: bands, the top one open-ended, fees as %<percent> (<fraction>)', () => {
    expect(feeLevelRecord(2)).toEqual({ level: 2, volumeRange: '100,000 - 500,000', makerFee: '%0.09 (0.0009)', takerFee: '%0.11 (0.0011)' });
    expect(feeLevelRecord(8).volumeRange).toBe('100,000,000+');
    expect(feeText('0.01')).toBe('%1 (0.01)');
    expect(feeText('0.0012')).toBe('%0.12 (0.0012)');
  });

  it('every record passes validateResource, and agrees with the table read by decimal.js', () => {
    const records = feeLevelRecords();
    expect(records.map((r) => r.level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const [i, record] of records.entries()) {
      expect(validateResource('feeLevel', record).findings).toEqual([]);
      const maker = new Decimal(FEE_TABLE[i]!.maker);
      expect(record.makerFee).toBe(`%${maker.times(100).toFixed()} (${maker.toFixed()})`);
    }
  });

  it('refuses a level outside 1 to 8 with a coded error', () => {
    expect(() => feeLevelRecord(9)).toThrow(expect.objectContaining({ code: 'invalid-argument' }));
    expect(() => feeLevelRecord(1.5)).toThrow(expect.objectContaining({ code: 'invalid-argument' }));
  });
});
