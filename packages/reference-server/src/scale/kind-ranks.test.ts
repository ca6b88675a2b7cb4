import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countKinds, kindRanks } from './kind-ranks.js';

describe('kindRanks and countKinds', () => {
  it('count the indexes of the kinds asked for in a range', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 7 }), { maxLength: 300 }), fc.integer({ min: 0, max: 255 }), fc.nat(), fc.nat(), (kinds, mask, a, b) => {
        const positions = Int32Array.from(kinds.map((_, i) => i));
        const ranks = kindRanks(positions, 8, (p) => kinds[p]!);
        const from = a % (kinds.length + 1),
          to = b % (kinds.length + 1);
        const expected = kinds.slice(from, Math.max(from, to)).filter((k) => ((mask >> k) & 1) === 1).length;
        expect(countKinds(ranks, mask, from, to)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });
});
