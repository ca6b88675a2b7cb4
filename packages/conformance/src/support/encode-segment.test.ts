import { describe, expect, it } from 'vitest';
import { encodeSegment } from './encode-segment.js';

describe('encodeSegment', () => {
  it('encodes as encodeURIComponent does, and a lone surrogate as U+FFFD instead of throwing', () => {
    expect(encodeSegment('a/b c')).toBe('a%2Fb%20c');
    expect(() => encodeURIComponent('x\ud800')).toThrow();
    expect(encodeSegment('x\ud800')).toBe('x%EF%BF%BD');
    expect(encodeSegment('\udc00\u0000')).toBe('%EF%BF%BD%00');
    expect(encodeSegment('😀')).toBe(encodeURIComponent('😀'));
  });
});
