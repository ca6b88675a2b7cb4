import { describe, expect, it } from 'vitest';
import { extend, headerName, lastDataIndex, spoilAt } from './forgery.js';

describe('spoiling a signature', () => {
  it.each([
    ['hex', 'a1b2c3d4e5f6', 0],
    ['hex, last digit', 'a1b2c3d4e5f6', 11],
    ['base64', 'QUJDREVGR0g=', 0],
    ['base64, last data character before padding', 'QUJDREVGR0g=', lastDataIndex('QUJDREVGR0g=')],
  ])('changes one character of %s, keeping the length', (_, signature, index) => {
    const spoiled = spoilAt(signature, index);
    expect(spoiled).not.toBe(signature);
    expect(spoiled).toHaveLength(signature.length);
    expect([...spoiled].filter((c, i) => c !== signature[i])).toHaveLength(1);
  });

  it('changes the decoded bytes of base64, even in the character whose low bits are padding', () => {
    const signature = Buffer.from('abcd').toString('base64'); // 'YWJjZA==': 'A' carries 4 padding bits
    const spoiled = spoilAt(signature, lastDataIndex(signature));
    expect(Buffer.from(spoiled, 'base64').equals(Buffer.from(signature, 'base64'))).toBe(false);
  });

  it('finds the last character that is not padding', () => {
    expect(lastDataIndex('YWJjZA==')).toBe(5);
    expect(lastDataIndex('abcdef')).toBe(5);
  });

  it('finds a header whatever its case', () => {
    expect(headerName({ 'x-signature': 's' }, 'X-Signature')).toBe('x-signature');
    expect(headerName({ 'X-PCK': 'k' }, 'X-Signature')).toBeUndefined();
  });

  it('extends the data, not the padding: a lenient base64 decoder still sees more bytes', () => {
    const signature = Buffer.alloc(32, 7).toString('base64');
    expect(Buffer.from(`${signature}AAAA`, 'base64')).toHaveLength(32); // what appending after '=' would do
    expect(Buffer.from(extend(signature), 'base64').length).toBeGreaterThan(32);
    expect(Buffer.from(extend('a1b2c3d4'), 'hex')).toHaveLength(6);
  });
});
