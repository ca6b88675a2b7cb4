import { describe, expect, it } from 'vitest';
import { chunkQueryValues, pairsToWalk } from './pairs.js';

describe('pairsToWalk', () => {
  it('keeps every distinct symbol, in listed order, up to the bound', () => {
    expect(pairsToWalk([{ symbol: 'A' }, { symbol: 'B' }, { symbol: 'A' }, { symbol: 7 }, {}], 10)).toEqual({
      symbols: ['A', 'B'],
      note: 'broker pairs: 1 repeated symbol(s) walked once; 2 pair(s) without a symbol of 1 to 100 characters left out',
    });
    expect(pairsToWalk([{ symbol: 'A' }], 1)).toEqual({ symbols: ['A'] });
  });

  it('samples evenly past the bound, the same way every time', () => {
    const pairs = Array.from({ length: 10 }, (_, i) => ({ symbol: `P${i}` }));
    const sample = pairsToWalk(pairs, 4);
    expect(sample.symbols).toEqual(['P0', 'P2', 'P5', 'P7']);
    expect(sample.note).toMatch(/sampled on 4 of 10 distinct pairs/);
  });
});

describe('chunkQueryValues', () => {
  it('splits so that each group stays within the bound, and drops what cannot fit alone', () => {
    const values = ['a'.repeat(40), 'b'.repeat(40), 'c'.repeat(40), 'x'.repeat(200)];
    const { chunks, dropped } = chunkQueryValues('pairSymbol', values, 110);
    expect(chunks).toEqual([[values[0], values[1]], [values[2]]]);
    expect(dropped).toBe(1);
    expect(chunkQueryValues('p', [])).toEqual({ chunks: [], dropped: 0 });
  });
});
