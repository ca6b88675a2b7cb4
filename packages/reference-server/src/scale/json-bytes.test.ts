import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatScaled } from '../data/decimal.js';
import { JsonBytes } from './json-bytes.js';

describe('JsonBytes', () => {
  it('writes scaled decimals as formatScaled does', () => {
    const w = new JsonBytes();
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), fc.integer({ min: 0, max: 16 }), (v, s) => {
        w.reset().scaled(v, s);
        expect(w.take().toString('latin1')).toBe(formatScaled(v, s));
      }),
      { numRuns: 5000 },
    );
    for (const [v, s] of [
      [0, 0],
      [-0, 4],
      [9, 1],
      [10, 1],
      [99_999_999_999, 10],
      [4_503_599_627_370_495, 16],
    ] as const) {
      w.reset().scaled(v, s);
      expect(w.take().toString('latin1')).toBe(formatScaled(v, s));
    }
  });

  it('writes exact products past 2^53', () => {
    const w = new JsonBytes();
    fc.assert(
      fc.property(
        fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
        fc.integer({ min: -20_000_000, max: 20_000_000 }),
        fc.integer({ min: 0, max: 16 }),
        (a, b, s) => {
          w.reset().product(a, b, s);
          expect(w.take().toString('latin1')).toBe(formatScaled(BigInt(a) * BigInt(b), s));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('writes integers and grows past its first buffer', () => {
    const w = new JsonBytes();
    let expected = '';
    for (let i = 0; i < 20_000; i++) {
      const n = i * 7_777_777_777;
      w.uint(n);
      w.ascii(',');
      expected += `${n},`;
    }
    expect(w.take().toString('latin1')).toBe(expected);
  });
});
