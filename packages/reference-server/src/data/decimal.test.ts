import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatScaled } from './decimal.js';

describe('formatScaled', () => {
  it.each([
    [0, 0, 16, '0.0000000000000000'],
    [5, 2, 16, '0.0500000000000000'],
    [-1234567, 3, 16, '-1234.5670000000000000'],
    [42, 0, 0, '42'],
    [7n, 8, 8, '0.00000007'],
  ])('%s at scale %s with %s digits is %s', (value, scale, digits, expected) => {
    expect(formatScaled(value, scale, digits)).toBe(expected);
  });

  it('agrees with decimal.js', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), fc.integer({ min: 0, max: 16 }), (value, scale) => {
        const text = formatScaled(value, scale, 16);
        expect(text).toMatch(/^-?\d+\.\d{16}$/);
        expect(new Decimal(text).eq(new Decimal(value.toString()).div(new Decimal(10).pow(scale)))).toBe(true);
      }),
    );
  });
});
