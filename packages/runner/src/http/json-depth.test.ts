import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseBounded, scanJson, type JsonLimits } from './json-depth.js';

const small: JsonLimits = { maxDepth: 4, maxItems: 5, maxValues: 20 };

describe('parseBounded', () => {
  it.each([
    ['a record', '{"id":"1","a":[1,2]}', { id: '1', a: [1, 2] }],
    ['brackets inside strings do not count', '["[[[[[[", "]]]", "\\"[{"]', ['[[[[[[', ']]]', '"[{']],
    ['escaped backslashes end a string, escaped quotes do not', '["a\\\\", "[[[[[\\\\\\"[[[[[", "]"]', ['a\\', '[[[[[\\"[[[[[', ']']],
    ['at the depth limit', '[[[[1]]]]', [[[[1]]]]],
    ['scalars', '  42 ', 42],
  ])('parses %s as JSON.parse does', (_name, text, expected) => {
    const result = parseBounded(text, small);
    expect(result).toMatchObject({ ok: true, json: expected });
    expect(result.ok && result.cut).toBeUndefined();
  });

  it('answers a small body parsed first exactly as the scan answers it (the same body padded past 256 KiB)', () => {
    const page = JSON.stringify(
      Array.from({ length: 22 }, (_, i) => ({ id: String(i), pairSymbol: 'BTCTRY', price: '1.0000000000000000', tags: [], meta: {} })),
    );
    const bodies = [
      page,
      '[[[[1]]]]',
      '[[[[[1]]]]]',
      JSON.stringify([1, 2, 3, 4, 5, 6, 7, 8]),
      '[{"a":[1,2,3]},{"b":{"c":[4,5,6,7]}}]',
      '{"a":[[1,2],[3]]}',
      '"text"',
      '[',
      '{"a":1,}',
    ];
    for (const text of bodies) {
      for (const limits of [small, undefined]) {
        const padded = `${text}${' '.repeat(256 * 1024)}`;
        expect(parseBounded(text, limits), text).toEqual(parseBounded(padded, limits));
      }
    }
  });

  it('refuses nesting past the limit without parsing it', () => {
    const result = parseBounded('[[[[[1]]]]]', small);
    expect(result).toMatchObject({ ok: false, error: expect.stringMatching(/nesting deeper than 4 levels/) });
    // 4 MiB deep: one pass, no stack, no allocation.
    const n = 4 * 1024 * 1024;
    expect(parseBounded('['.repeat(n) + ']'.repeat(n))).toMatchObject({ ok: false, limit: expect.stringMatching(/deeper than 32/) });
  });

  it('cuts a long list to whole items, and says so', () => {
    const result = parseBounded(JSON.stringify([1, 2, 3, 4, 5, 6, 7, 8]), small);
    expect(result).toMatchObject({ ok: true, json: [1, 2, 3, 4, 5], cut: expect.stringMatching(/first 5 items/) });
  });

  it('cuts a list before the item that passes the value bound', () => {
    const items = [{ a: [1, 2, 3] }, { b: [4, 5, 6] }, { c: Array.from({ length: 30 }, (_, i) => i) }, { d: 1 }];
    const result = parseBounded(JSON.stringify(items), small);
    expect(result).toMatchObject({ ok: true, json: items.slice(0, 2), cut: expect.any(String) });
  });

  it('refuses an object, or a first item, past the value bound', () => {
    const big = JSON.stringify({ a: Array.from({ length: 30 }, (_, i) => i) });
    expect(parseBounded(big, small)).toMatchObject({ ok: false, error: expect.stringMatching(/more than 20 JSON values/) });
    expect(parseBounded(`[${big}]`, small)).toMatchObject({ ok: false });
  });

  it('reports text that is not JSON as JSON.parse does', () => {
    expect(parseBounded('{"a":', small)).toMatchObject({ ok: false, error: expect.stringMatching(/^not JSON/) });
  });

  it('agrees with JSON.parse within the limits (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 3 }), (value) => {
        const text = JSON.stringify(value);
        const result = parseBounded(text, { maxDepth: 32, maxItems: 10_000, maxValues: 1_000_000 });
        expect(result).toEqual({ ok: true, json: JSON.parse(text), values: scanJson(text).values });
      }),
    );
  });
});
