import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { shownValue } from './finding.js';

/** What shownValue showed before it was bounded: JSON.stringify, cut at 40 characters. */
function reference(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

describe('shownValue', () => {
  it.each([
    ['undefined', undefined, 'undefined'],
    ['a string', 'abc', '"abc"'],
    ['null', null, 'null'],
    ['an object', { a: 1, b: [true, null], c: undefined }, '{"a":1,"b":[true,null]}'],
    ['a long string', 'x'.repeat(100), `"${'x'.repeat(39)}…`],
  ])('shows %s as JSON', (_name, value, shown) => {
    expect(shownValue(value)).toBe(shown);
  });

  it('shows any JSON value as JSON.stringify does, shortened (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => {
        expect(shownValue(value)).toBe(reference(value));
      }),
    );
  });

  it('costs no stack nor memory on a deep or huge value', () => {
    let deep: unknown = [];
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(shownValue(deep)).toBe(`${'['.repeat(8)}…${']'.repeat(8)}`);
    const huge = Array.from({ length: 1_000_000 }, () => ({}));
    expect(shownValue(huge)).toBe(`[${'{},'.repeat(13)}…`);
  });
});
