import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countKinds, kindRanks } from './kind-ranks.js';
import { pageOf, pageOfCounted } from './page.js';

describe('pageOfCounted', () => {
  it('gives the page pageOf walks, with and without the kind lists', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 7 }), { maxLength: 400 }),
        fc.integer({ min: 0, max: 255 }),
        fc.nat(),
        fc.nat(),
        fc.boolean(),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 20 }),
        (kinds, mask, a, b, descending, page, pageSize) => {
          const positions = Int32Array.from(kinds.map((_, i) => kinds.length - 1 - i));
          const kindOf = (p: number) => kinds[p]!;
          const ranks = kindRanks(positions, 8, kindOf);
          const lo = a % (kinds.length + 1),
            hi = Math.max(lo, b % (kinds.length + 1));
          const matches = (p: number) => ((mask >> kindOf(p)) & 1) === 1;
          const paging = { page, pageSize };
          const expected = pageOf(positions, lo, hi, descending, matches, paging);
          const count = (r: number) => countKinds(ranks, mask, lo, r);
          expect(pageOfCounted(positions, lo, hi, descending, matches, paging, count)).toEqual(expected);
          expect(pageOfCounted(positions, lo, hi, descending, matches, paging, count, { ranks, mask })).toEqual(expected);
        },
      ),
      { numRuns: 3000 },
    );
  });
});
