import { describe, expect, it } from 'vitest';
import { clip } from './clip.js';
import { terminalText } from './terminal-text.js';

describe('terminalText', () => {
  it.each([
    ['clear screen', '\u001b[2J', '\\u001b[2J'],
    ['window title (OSC)', '\u001b]0;pwned\u0007', '\\u001b]0;pwned\\u0007'],
    ['carriage return', 'PASS\rFAIL', 'PASS\\rFAIL'],
    ['C1 CSI', '\u009b31m', '\\u009b31m'],
    ['bidi override', 'a\u202eb', 'a\\u202eb'],
    ['plain text, accents and emoji', 'déjà vu → 🙂', 'déjà vu → 🙂'],
  ])('%s', (_name, text, shown) => {
    expect(terminalText(text)).toBe(shown);
    expect(terminalText(text)).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
  });

  it('clip folds our line breaks and escapes the rest', () => {
    expect(clip('one\n  two\u001b[2J\r')).toBe('one two\\u001b[2J\\r');
  });

  it('clip cuts a long line between words, never inside one (the untrusted-certificate line read "self-signe…")', () => {
    const line = `the server's certificate is not trusted (DEPTH_ZERO_SELF_SIGNED_CERT): ${'x'.repeat(200)} (DEPTH_ZERO_SELF_SIGNED_CERT: self-signed certificate)`;
    const cut = clip(line);
    expect(cut.length).toBeLessThanOrEqual(300);
    expect(cut).toMatch(/ …$/);
    expect(line.startsWith(cut.slice(0, -2))).toBe(true);
    expect(line[cut.length - 2]).toBe(' ');
    expect(clip(`${'y'.repeat(400)} z`)).toBe(`${'y'.repeat(298)} …`);
  });
});
