import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { charsetOf, readBody, receivedBody } from './body-bytes.js';

const json = '{"id":"é1"}';

describe('receivedBody', () => {
  it('decodes UTF-8 JSON text as it is, with nothing to say', () => {
    expect(receivedBody(Buffer.from(json), 'application/json')).toEqual({ text: json });
    expect(receivedBody(Buffer.from(json), 'application/json; charset=UTF-8')).toEqual({ text: json });
  });

  it('says a leading BOM (which decoding would drop) and decodes without it', () => {
    const r = receivedBody(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(json)]), 'application/json');
    expect(r.text).toBe(json);
    expect(r.encodingError).toMatch(/byte order mark/);
  });

  it('says invalid UTF-8 (which decoding would turn into U+FFFD)', () => {
    const r = receivedBody(Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xe9, 0x22, 0x7d]), 'application/json');
    expect(r.text).toBe('{"a":"\ufffd"}');
    expect(r.encodingError).toMatch(/not valid UTF-8/);
  });

  it('decodes by the charset the headers declare, and says it is not UTF-8', () => {
    const r = receivedBody(Buffer.from(json, 'utf16le'), 'application/json; charset="utf-16le"');
    expect(r.text).toBe(json);
    expect(r.encodingError).toMatch(/charset=utf-16le/);
  });

  it('says UTF-16 bytes sent without a charset', () => {
    expect(receivedBody(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(json, 'utf16le')]), 'application/json').encodingError).toMatch(/not valid UTF-8/);
  });

  it('reads a charset parameter whatever its case and quotes', () => {
    expect(charsetOf('application/json;CHARSET="UTF-16LE"')).toBe('utf-16le');
    expect(charsetOf('application/json')).toBeUndefined();
  });
});

/** `bytes` cut at `cuts` (offsets, any order, duplicates allowed: empty chunks). */
function chunked(bytes: Buffer, cuts: number[]): Buffer[] {
  const at = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const chunks: Buffer[] = [];
  let from = 0;
  for (const cut of [...at, bytes.length]) {
    chunks.push(bytes.subarray(from, cut));
    from = cut;
  }
  return chunks;
}

async function* arriving(chunks: Buffer[]): AsyncGenerator<Buffer> {
  for (const chunk of chunks) yield chunk;
}

// Bytes a hostile body is made of: ASCII, a BOM, characters of 2, 3 and 4 bytes, and bytes no UTF-8 holds.
const piece = fc.oneof(
  fc.string({ maxLength: 8 }).map((s) => Buffer.from(s)),
  fc.constant(Buffer.from([0xef, 0xbb, 0xbf])),
  fc.constantFrom('é', '€', '😀', '\ufffd').map((s) => Buffer.from(s)),
  fc.uint8Array({ minLength: 1, maxLength: 4 }).map((b) => Buffer.from(b)),
  fc.constantFrom([0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xf0, 0x9f], [0xe2, 0x82], [0x80], [0xff]).map((b) => Buffer.from(b)),
);
const contentTypes = [
  'application/json',
  undefined,
  'application/json; charset=utf-8',
  'application/json; charset=utf-16le',
  'application/json; charset=latin1',
  'application/json; charset=x-unknown',
];

describe('readBody', () => {
  it('judges and decodes a body read as it arrives exactly as the whole body, wherever its chunks are cut', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(piece, { maxLength: 40 }),
        fc.array(fc.nat(), { maxLength: 12 }),
        fc.constantFrom(...contentTypes),
        fc.nat({ max: 12 }),
        async (pieces, cuts, contentType, streamPast) => {
          const bytes = Buffer.concat(pieces);
          const read = await readBody(arriving(chunked(bytes, cuts)), contentType, streamPast);
          expect(read).toEqual({ ...receivedBody(bytes, contentType), bytes: bytes.length });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('streams a large body: a BOM, an invalid byte or a character cut between chunks past the first are still said', async () => {
    const big = Buffer.from(`[${'"a",'.repeat(200_000)}"é"]`);
    const cutInE = big.length - 3; // between the two bytes of é
    const plain = await readBody(arriving([big.subarray(0, cutInE), big.subarray(cutInE)]), 'application/json');
    expect(plain).toEqual({ text: big.toString(), bytes: big.length });
    const bad = Buffer.concat([big.subarray(0, cutInE), Buffer.from([0xff]), big.subarray(cutInE)]);
    expect((await readBody(arriving(chunked(bad, [70_000, 500_000])), 'application/json')).encodingError).toMatch(/not valid UTF-8/);
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), big]);
    const withBom = await readBody(arriving(chunked(bom, [1, 2, 300_000])), 'application/json');
    expect(withBom.text).toBe(big.toString());
    expect(withBom.encodingError).toMatch(/byte order mark/);
  });
});
