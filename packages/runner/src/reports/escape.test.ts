import { describe, expect, it } from 'vitest';
import { escapeMarkdown } from '@tarc/conformance';
import { escapeXml } from './escape.js';

describe('report escapes', () => {
  it('no control character reaches a Markdown summary or a JUnit file raw', () => {
    const hostile = 'x\u001b[2J\u001b]0;t\u0007\ry';
    expect(escapeMarkdown(hostile)).toBe('x\\u001b\\[2J\\u001b\\]0;t\\u0007\\u000dy');
    expect(escapeXml(hostile)).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
  });
});
