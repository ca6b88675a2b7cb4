import { describe, expect, it } from 'vitest';
import { parseQuery } from './target.js';

describe('parseQuery', () => {
  it('keys a malformed escape by the parameter name whole: "The errors object is keyed by parameter name" (issue 40, Seen 4)', () => {
    const name = 'x'.repeat(300);
    const parsed = parseQuery(`pairSymbol=BTCTRY&${name}=%`);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(Object.keys(parsed.problem.errors)).toEqual([name]);
  });

  it('keys it by the empty name when the parameter has none (`=%zz`)', () => {
    const parsed = parseQuery('pairSymbol=BTCTRY&=%zz');
    expect(!parsed.ok && Object.keys(parsed.problem.errors)).toEqual(['']);
  });

  it('reads a well-formed query as URLSearchParams does', () => {
    const parsed = parseQuery('page=%201&type=Buy&type=Sell');
    expect(parsed.ok && [...parsed.params]).toEqual([
      ['page', ' 1'],
      ['type', 'Buy'],
      ['type', 'Sell'],
    ]);
  });
});
