import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { encodeQuery, wireSafe } from './query.js';

describe('encodeQuery', () => {
  it('repeats array parameters (exploded form) and leaves out undefined ones', () => {
    expect(encodeQuery({ pairSymbol: ['A', 'B'], page: 1, x: undefined, s: 'a b&c' })).toBe('pairSymbol=A&pairSymbol=B&page=1&s=a%20b%26c');
    expect(encodeQuery(undefined)).toBe('');
  });

  it('round-trips any names and values through URLSearchParams', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }), fc.oneof(fc.string(), fc.array(fc.string(), { maxLength: 3 }))), (query) => {
        const parsed = new URLSearchParams(encodeQuery(query));
        for (const [name, value] of Object.entries(query)) {
          expect(parsed.getAll(name)).toEqual(Array.isArray(value) ? value : [value]);
        }
      }),
    );
  });
});

describe('wireSafe', () => {
  it.each([
    ['/v1/orders/a b#c', '/v1/orders/a%20b%23c'],
    ['a=%zz&b=ü', 'a=%zz&b=%C3%BC'],
    ['x=\u0000\n', 'x=%00%0A'],
    ['pairSymbol=BTC%2CTRY&x=[1]', 'pairSymbol=BTC%2CTRY&x=[1]'],
  ])('%j -> %j', (input, output) => {
    expect(wireSafe(input)).toBe(output);
  });
  it('leaves only request-line characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        expect(wireSafe(s)).toMatch(/^[\u0021-\u007e]*$/);
        expect(wireSafe(s)).not.toContain('#');
      }),
    );
  });
});
