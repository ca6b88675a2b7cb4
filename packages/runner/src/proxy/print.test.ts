import { describe, expect, it } from 'vitest';
import { escapeControl } from './print.js';

describe('escapeControl', () => {
  it('writes C0, C1, DEL and line separators as \\u escapes', () => {
    expect(escapeControl('a\u001b[31mb\u0085c\u007f\u2028\n')).toBe('a\\u001b[31mb\\u0085c\\u007f\\u2028\\u000a');
  });
});
