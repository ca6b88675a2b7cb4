import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatScaled } from './decimal.js';
import { productText, scaledText } from './decimal-text.js';

const safe = fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });
const scale = fc.integer({ min: 0, max: 16 });

describe('scaledText and productText', () => {
  it('write what formatScaled writes', () => {
    fc.assert(
      fc.property(safe, scale, (v, s) => {
        expect(scaledText(v, s)).toBe(formatScaled(v, s));
      }),
      { numRuns: 2000 },
    );
    expect(scaledText(-0, 3)).toBe(formatScaled(-0, 3));
  });

  it('write exact products past 2^53', () => {
    fc.assert(
      fc.property(safe, fc.integer({ min: -200_000_000, max: 200_000_000 }), scale, (a, b, s) => {
        expect(productText(a, b, s)).toBe(formatScaled(BigInt(a) * BigInt(b), s));
      }),
      { numRuns: 4000 },
    );
    expect(productText(5_250_000_000_000_000, 12 * 20, 16)).toBe(formatScaled(5_250_000_000_000_000n * 240n, 16));
  });
});
