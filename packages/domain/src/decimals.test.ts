import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasScale, isDecimalString, isPositiveDecimal } from './decimals.js';
import { decimalString } from './testing/primitives.js';

describe('hasScale', () => {
  it.each([
    ['1.50', 2, true],
    ['-1.50', 2, true],
    ['0', 0, true],
    ['-7', 0, true],
    ['1.0000000000000000', 16, true],
    ['1.5', 2, false],
    ['1.500', 2, false],
    ['1', 2, false],
    ['1.0', 0, false],
    ['1.', 0, false],
    ['.5', 1, false],
    ['1.', 1, false],
    ['+1.5', 1, false],
    ['1e5', 0, false],
    ['1.5e1', 1, false],
    [' 1.5', 1, false],
    ['1.5 ', 1, false],
    ['--1.5', 1, false],
    ['', 0, false],
    ['-', 0, false],
    ['1,5', 1, false],
    ['١.٥', 1, false],
  ] as const)('hasScale(%j, %i) is %s', (value, scale, expected) => {
    expect(hasScale(value, scale)).toBe(expected);
  });

  it('is false for non-strings', () => {
    expect(hasScale(1.5, 1)).toBe(false);
    expect(hasScale(null, 0)).toBe(false);
  });

  it.each([-1, 1.5, Number.NaN])('throws a RangeError for scale %s', (scale) => {
    expect(() => hasScale('1', scale)).toThrow(RangeError);
  });

  it('accepts exactly its own scale (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30 }).chain((s) => fc.tuple(fc.constant(s), decimalString(s, 'any'), fc.integer({ min: 0, max: 30 }))),
        ([scale, value, other]) => {
          expect(hasScale(value, scale)).toBe(true);
          expect(isDecimalString(value)).toBe(true);
          expect(hasScale(value, other)).toBe(other === scale);
        },
      ),
    );
  });
});

describe('isPositiveDecimal', () => {
  it.each([
    ['0.0001', true],
    ['5', true],
    ['0', false],
    ['0.000', false],
    ['-0.000', false],
    ['-1.5', false],
  ] as const)('%s → %s', (value, expected) => expect(isPositiveDecimal(value)).toBe(expected));
});
