import { describe, expect, it } from 'vitest';
import { feeLevelRecord, feeLevelRecords } from '../format/fee-level-records.js';
import { validateResource } from '../validate-resource.js';
import { checkFeeLevel, checkFeeLevels, checkFeeLevelSet } from './fee-levels.js';

const codes = (findings: { field: string; code: string }[]) => findings.map((f) => `${f.field}:${f.code}`);

describe('checkFeeLevels', () => {
  it('accepts the spec table, levels 1 to 8', () => {
    expect(checkFeeLevels(feeLevelRecords())).toEqual([]);
    expect(feeLevelRecord(8)).toEqual({ level: 8, volumeRange: '100,000,000+', makerFee: '%0.01 (0.0001)', takerFee: '%0.04 (0.0004)' });
    expect(feeLevelRecord(2).makerFee).toBe('%0.09 (0.0009)');
  });

  it('accepts equal values written differently', () => {
    expect(checkFeeLevel({ ...feeLevelRecord(3), makerFee: '%0.080 (0.00080)', takerFee: '% 0.1 (0.001)' })).toEqual([
      expect.objectContaining({ field: 'takerFee', code: 'format' }),
    ]);
    expect(checkFeeLevel({ ...feeLevelRecord(3), makerFee: '%0.080 (0.00080)', takerFee: '%.1 (.001)' })).toEqual([]);
  });

  it('reports missing and repeated levels', () => {
    const list = feeLevelRecords();
    expect(codes(checkFeeLevels(list.slice(0, 7)))).toEqual([':fee-table']);
    expect(codes(checkFeeLevels([...list, list[2]!]))).toEqual(['[8].level:fee-table']);
    expect(codes(checkFeeLevels([...list, null]))).toEqual(['[8]:type']);
    expect(codes(checkFeeLevels('levels'))).toEqual([':type']);
    expect(codes(checkFeeLevels(list.map((l, i) => (i === 0 ? { ...l, level: '1' } : l))))).toEqual([':fee-table']);
  });

  it.each([
    [{ makerFee: '%0.2 (0.001)' }, 'makerFee:fee-percent'],
    [{ takerFee: '%0.1 (0.001)' }, 'takerFee:fee-table'],
    [{ makerFee: '0.1% (0.001)' }, 'makerFee:format'],
    [{ makerFee: '%0.1' }, 'makerFee:format'],
    [{ level: 9 }, 'level:fee-table'],
    [{ level: 0 }, 'level:fee-table'],
  ])('level 1 with %j → %s', (change, expected) => {
    expect(codes(checkFeeLevel({ ...feeLevelRecord(1), ...change }))).toEqual([expected]);
    expect(codes(checkFeeLevels(feeLevelRecords().map((l) => (l.level === 1 ? { ...l, ...change } : l))))).toContain(`[0].${expected}`);
  });

  it('requires the top level volumeRange to end with +', () => {
    expect(codes(checkFeeLevel({ ...feeLevelRecord(8), volumeRange: '100,000,000' }))).toEqual(['volumeRange:volume-range']);
    expect(checkFeeLevel({ ...feeLevelRecord(7), volumeRange: 'anything' })).toEqual([]);
    expect(codes(validateResource('feeLevel', { ...feeLevelRecord(8), volumeRange: '>100M' }).findings)).toEqual(['volumeRange:volume-range']);
  });

  it('answers quickly on a long hostile fee text', () => {
    const start = performance.now();
    expect(codes(checkFeeLevel({ ...feeLevelRecord(1), makerFee: `%${'1'.repeat(50_000)}x` }))).toEqual(['makerFee:format']);
    expect(performance.now() - start).toBeLessThan(500);
  });

  it('leaves non-string fees to the schema', () => {
    expect(checkFeeLevel({ level: 1, makerFee: 1, takerFee: null, volumeRange: 3 })).toEqual([]);
  });
});

describe('checkFeeLevelSet', () => {
  it('reports only what the whole list shows: a repeated or a missing level', () => {
    const list = feeLevelRecords();
    expect(checkFeeLevelSet(list)).toEqual([]);
    expect(checkFeeLevelSet([...list, list[2]!]).map((f) => f.field)).toEqual(['[8].level']);
    expect(checkFeeLevelSet(list.slice(1)).map((f) => f.field)).toEqual(['']);
    expect(checkFeeLevelSet([{ ...list[0]!, makerFee: 'nonsense' }, ...list.slice(1)])).toEqual([]);
  });
});
