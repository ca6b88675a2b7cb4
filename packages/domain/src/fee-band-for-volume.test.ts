import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feeBandForVolume } from './fee-band-for-volume.js';
import { FEE_TABLE } from './fee-table.js';

describe('FEE_TABLE', () => {
  it('is the spec table, frozen', () => {
    expect(Object.isFrozen(FEE_TABLE) && FEE_TABLE.every(Object.isFrozen)).toBe(true);
    expect(FEE_TABLE.map((l) => [l.level, l.lowerBound, l.maker, l.taker])).toEqual([
      [1, '0', '0.001', '0.0012'],
      [2, '100000', '0.0009', '0.0011'],
      [3, '500000', '0.0008', '0.001'],
      [4, '2500000', '0.0006', '0.0009'],
      [5, '10000000', '0.0005', '0.0007'],
      [6, '25000000', '0.0003', '0.0006'],
      [7, '50000000', '0.0002', '0.0005'],
      [8, '100000000', '0.0001', '0.0004'],
    ]);
  });
});

describe('feeBandForVolume', () => {
  it.each(FEE_TABLE.map((l) => [l.level, new Decimal(l.lowerBound)] as const))('level %i starts at its lower bound, inclusive', (level, bound) => {
    expect(feeBandForVolume(bound.toString()).level).toBe(level);
    expect(feeBandForVolume(bound.toNumber()).level).toBe(level);
    if (level > 1) expect(feeBandForVolume(bound.minus('0.000000001').toString()).level).toBe(level - 1);
    expect(feeBandForVolume(bound.plus('0.000000001').toString()).level).toBe(level);
  });

  it('reads the spec example: exactly 100,000 is level 2', () => {
    expect(feeBandForVolume(100_000)).toMatchObject({ level: 2 });
    expect(feeBandForVolume('99999.99').level).toBe(1);
    expect(feeBandForVolume('1e12').level).toBe(8);
    expect(feeBandForVolume(' 0 ').level).toBe(1);
    expect(feeBandForVolume('-0').level).toBe(1);
  });

  it('answers quickly on long non-numeric text', () => {
    const start = performance.now();
    expect(() => feeBandForVolume(`${'1'.repeat(50_000)}x`)).toThrow(/non-numeric/);
    expect(performance.now() - start).toBeLessThan(500);
  });

  it('returns the row of the table itself: text, no decimal library', () => {
    const l = feeBandForVolume(600_000);
    expect(l).toBe(FEE_TABLE[2]);
    expect([l.level, l.lowerBound, l.maker, l.taker]).toEqual([3, '500000', '0.0008', '0.001']);
  });

  it.each([
    [-1, /negative/],
    ['-0.01', /negative/],
    [Number.NaN, /NaN/],
    ['NaN', /non-numeric/],
    [Number.POSITIVE_INFINITY, /finite/],
    [new Decimal(1), /got object/],
    ['abc', /non-numeric/],
    ['', /non-numeric/],
    ['0x10', /non-numeric/],
    [null, /got null/],
    [{}, /got object/],
  ])('rejects %s with a RangeError', (volume, message) => {
    expect(() => feeBandForVolume(volume as never)).toThrow(RangeError);
    expect(() => feeBandForVolume(volume as never)).toThrow(message);
  });

  it('is monotonic in the volume (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e10, noNaN: true }), fc.double({ min: 0, max: 1e10, noNaN: true }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(feeBandForVolume(lo).level).toBeLessThanOrEqual(feeBandForVolume(hi).level);
      }),
    );
  });

  it('agrees with the table around every band edge (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 7 }), fc.integer({ min: -1000, max: 1000 }), (i, cents) => {
        const volume = new Decimal(FEE_TABLE[i]!.lowerBound).plus(new Decimal(cents).div(100));
        fc.pre(volume.gte(0));
        const expected = FEE_TABLE.filter((l) => volume.gte(l.lowerBound)).at(-1)!.level;
        expect(feeBandForVolume(volume.toString()).level).toBe(expected);
      }),
    );
  });
});
