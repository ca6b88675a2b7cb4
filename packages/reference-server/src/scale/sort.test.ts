import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstWhere, sortPositions } from './sort.js';

describe('sortPositions', () => {
  it('orders positions by key, stably', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 200 }), (values) => {
        const key = Float64Array.from(values);
        const positions = Int32Array.from(values.map((_, i) => i));
        const sorted = [...sortPositions(positions, key)];
        const expected = values
          .map((v, i) => [v, i] as const)
          .sort((a, b) => a[0] - b[0] || a[1] - b[1])
          .map(([, i]) => i);
        expect(sorted).toEqual(expected);
      }),
    );
  });
});

describe('firstWhere', () => {
  it('finds the first index a monotone test holds for', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 100 }), fc.integer(), (values, x) => {
        const sorted = [...values].sort((a, b) => a - b);
        const i = firstWhere(sorted.length, (k) => sorted[k]! >= x);
        expect(i).toBe(sorted.findIndex((v) => v >= x) === -1 ? sorted.length : sorted.findIndex((v) => v >= x));
      }),
    );
  });
});
