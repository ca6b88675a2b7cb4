import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeBody, parseJson } from './body.js';

describe('the body the rules read', () => {
  const text = '[{"id":"1"}]';
  it.each([
    [undefined, Buffer.from(text)],
    ['identity', Buffer.from(text)],
    ['gzip', gzipSync(text)],
    ['x-gzip', gzipSync(text)],
    ['deflate', deflateSync(text)],
    ['br', brotliCompressSync(text)],
    [' GZIP ', gzipSync(text)],
  ])('is decoded from Content-Encoding %s', async (encoding, bytes) => {
    expect(await decodeBody(bytes, encoding)).toEqual({ ok: true, text });
  });

  it('is not judged when its encoding is unknown or broken', async () => {
    expect(await decodeBody(Buffer.from(text), 'zstd')).toMatchObject({ ok: false, why: 'unknown-encoding' });
    expect(await decodeBody(Buffer.from(text), 'gzip')).toMatchObject({ ok: false, why: 'undecodable' });
  });

  it('stops inflating at the cap: a gzip bomb is too large, never a 2 GiB buffer', async () => {
    const bomb = gzipSync(Buffer.alloc(64 * 1024 * 1024, 0x20)); // 64 MiB of spaces, ~64 KiB on the wire
    const before = process.memoryUsage().arrayBuffers;
    expect(await decodeBody(bomb, 'gzip', 1024 * 1024)).toMatchObject({ ok: false, why: 'too-large' });
    expect(await decodeBody(brotliCompressSync(Buffer.alloc(4 * 1024 * 1024)), 'br', 1024 * 1024)).toMatchObject({ ok: false, why: 'too-large' });
    expect(await decodeBody(Buffer.alloc(2 * 1024 * 1024), undefined, 1024 * 1024)).toMatchObject({ ok: false, why: 'too-large' });
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(32 * 1024 * 1024);
  });

  it('is JSON within the runner bounds, or nothing', () => {
    expect(parseJson(text)).toEqual([{ id: '1' }]);
    expect(parseJson('')).toBeUndefined();
    expect(parseJson('{')).toBeUndefined();
    expect(parseJson(`${'['.repeat(100)}${']'.repeat(100)}`)).toBeUndefined();
  });
});
