import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { missingId } from './missing-id.js';

describe('missingId', () => {
  it('builds 18 decimal digits when the known ids are decimal, reproducibly', () => {
    const id = missingId(['1', '42', '1000'], 7);
    expect(id).toMatch(/^[1-8][0-9]{17}$/);
    expect(missingId(['1', '42', '1000'], 7)).toBe(id);
    expect(missingId([], 8)).toMatch(/^[1-8][0-9]{17}$/);
  });

  it('keeps the prefix of non-decimal ids', () => {
    expect(missingId(['ord-0000000000042'], 1)).toMatch(/^ord-[0-9]{13}$/);
    expect(missingId(['abc'], 1)).toMatch(/^abc-[0-9]{12}$/);
  });

  it('never returns a known id', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 20 }), fc.integer(), (known, seed) => {
        const id = missingId(known, seed);
        return !known.includes(id) && id.length > 0;
      }),
    );
  });

  it('avoids a known id even when the first candidate collides', () => {
    const first = missingId([], 3);
    expect(missingId([first], 3)).not.toBe(first);
  });
});
