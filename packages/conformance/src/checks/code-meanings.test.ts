// Every finding code a check declares says what it means, in one line: reports, `tarc explain` and
// REQUIREMENTS.md print these words.
import { describe, expect, it } from 'vitest';
import { COMMON_CODES, ENGINE_CODES, isFindingCode } from '#support/outcome.js';
import { checks } from './index.js';

const entries = checks.flatMap((c) => Object.entries(c.codes).map(([code, meaning]) => ({ check: c.id, code, meaning })));

describe('code meanings', () => {
  it('every declared code is kebab-case with a one-line meaning', () => {
    expect(entries.filter((e) => !isFindingCode(e.code)).map((e) => `${e.check}/${e.code}`)).toEqual([]);
    const bad = entries.filter((e) => typeof e.meaning !== 'string' || e.meaning.trim().length < 12 || /\n/.test(e.meaning) || e.meaning.trim() === e.code);
    expect(bad.map((e) => `${e.check}/${e.code}: ${JSON.stringify(e.meaning)}`)).toEqual([]);
  });

  it('no check declares a common or engine code (those are shared and need no declaration)', () => {
    const shared = new Set<string>([...COMMON_CODES, ...ENGINE_CODES]);
    expect(entries.filter((e) => shared.has(e.code)).map((e) => `${e.check}/${e.code}`)).toEqual([]);
  });
});
