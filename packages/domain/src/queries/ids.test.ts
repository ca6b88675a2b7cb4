import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareIds, idOrderingFor } from './ids.js';

describe('idOrderingFor', () => {
  it.each([
    [['1', '2', '10'], 'numeric'],
    [['-3', '007'], 'numeric'],
    [[], 'numeric'],
    [['1', 'a2'], 'string'],
    [['1.5'], 'string'],
    [['+1'], 'string'],
    [[''], 'string'],
  ])('%j → %s', (ids, mode) => {
    expect(idOrderingFor(ids)).toBe(mode);
  });
});

describe('compareIds', () => {
  it.each([
    ['9', '10', 'numeric', -1],
    ['9', '10', 'string', 1],
    ['007', '7', 'numeric', 0],
    ['-5', '3', 'numeric', -1],
    ['-5', '-30', 'numeric', 1],
    ['-0', '0', 'numeric', 0],
    ['-7', '-7', 'numeric', 0],
    ['-007', '-7', 'numeric', 0],
    ['0', '-1', 'numeric', 1],
    ['12345678901234567890123', '12345678901234567890124', 'numeric', -1],
    ['b', 'a', 'numeric', 1],
    ['5', 'a', 'numeric', -1],
    ['a', '5', 'numeric', 1],
    ['a', 'a', 'string', 0],
  ] as const)('%s vs %s (%s) → %i', (a, b, mode, expected) => {
    expect(Math.sign(compareIds(a, b, mode))).toBe(expected);
  });

  it('agrees with BigInt for decimal integers (property)', () => {
    fc.assert(
      fc.property(fc.bigInt(), fc.bigInt(), (x, y) => {
        const expected = x < y ? -1 : x > y ? 1 : 0;
        expect(Math.sign(compareIds(x.toString(), y.toString(), 'numeric'))).toBe(expected);
      }),
    );
  });

  it('agrees with BigInt for decimal integers written with leading zeros (property)', () => {
    fc.assert(
      fc.property(fc.bigInt(), fc.bigInt(), fc.nat(3), fc.nat(3), (x, y, zx, zy) => {
        const padded = (v: bigint, zeros: number) => (v < 0n ? `-${'0'.repeat(zeros)}${-v}` : `${'0'.repeat(zeros)}${v}`);
        const expected = x < y ? -1 : x > y ? 1 : 0;
        expect(Math.sign(compareIds(padded(x, zx), padded(y, zy), 'numeric'))).toBe(expected);
      }),
    );
  });

  it('is antisymmetric for any strings (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.constantFrom('numeric', 'string' as const), (a, b, mode) => {
        expect(Math.sign(compareIds(a, b, mode as 'numeric' | 'string'))).toBe(-Math.sign(compareIds(b, a, mode as 'numeric' | 'string')) || 0);
      }),
    );
  });
});
