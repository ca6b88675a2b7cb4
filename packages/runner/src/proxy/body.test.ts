import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeBody, parseJson } from './body.js';

describe('the body the rules read', () => {
  const text = '[{"id":"1"}]';
  it.each([
    [undefined, Buffer.from(text)], ['identity', Buffer.from(text)], ['gzip', gzipSync(text)], ['x-gzip', gzipSync(text)],
    ['deflate', deflateSync(text)], ['br', brotliCompressSync(text)], [' GZIP ', gzipSync(text)],
  ])('is decoded from Content-Encoding %s', (encoding, bytes) => {
    expect(decodeBody(bytes, encoding)).toBe(text);
  });

  it('is not judged when its encoding is unknown or broken', () => {
    expect(decodeBody(Buffer.from(text), 'zstd')).toBeUndefined();
    expect(decodeBody(Buffer.from(text), 'gzip')).toBeUndefined();
  });

  it('is JSON or nothing', () => {
    expect(parseJson(text)).toEqual([{ id: '1' }]);
    expect(parseJson('')).toBeUndefined();
    expect(parseJson('{')).toBeUndefined();
  });
});
