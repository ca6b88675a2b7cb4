import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasScale } from '../decimals.js';
import { DomainError } from '../errors.js';
import { formatDecimal } from './decimal.js';

describe('formatDecimal', () => {
  it('writes a value at a scale', () => {
    expect(formatDecimal('1.5', 16)).toBe('1.5000000000000000');
    expect(formatDecimal(2n, 0)).toBe('2');
    expect(formatDecimal('-0.00000001', 8)).toBe('-0.00000001');
    expect(formatDecimal('1e-8', 8)).toBe('0.00000001');
    expect(formatDecimal('.5', 1)).toBe('0.5');
    expect(formatDecimal(0.1, 3)).toBe('0.100');
    expect(formatDecimal('-0.0004', 3)).toBe('0.000');
    expect(formatDecimal('2.5', 0)).toBe('3');
  });

  it('is decimal.js toFixed (half up) and has the scale it was asked for (property)', () => {
    const text = fc
      .tuple(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), fc.integer({ min: 0, max: 20 }))
      .map(([n, s]) => new Decimal(n.toString()).div(new Decimal(10).pow(s)).toFixed());
    fc.assert(
      fc.property(text, fc.integer({ min: 0, max: 18 }), (value, scale) => {
        const written = formatDecimal(value, scale);
        expect(hasScale(written, scale)).toBe(true);
        expect(written).toBe(new Decimal(value).toFixed(scale).replace(/^-(?=0(\.0*)?$)/, ''));
      }),
    );
  });

  it('throws a DomainError with a code for what it cannot read', () => {
    expect(() => formatDecimal('abc', 2)).toThrow(expect.objectContaining({ code: 'invalid-decimal' }));
    expect(() => formatDecimal(Number.NaN, 2)).toThrow(DomainError);
    expect(() => formatDecimal('1', -1)).toThrow(expect.objectContaining({ code: 'invalid-scale' }));
    expect(() => formatDecimal('1e99999', 2)).toThrow(expect.objectContaining({ code: 'invalid-decimal' }));
  });
});
