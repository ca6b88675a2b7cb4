import { describe, expect, it } from 'vitest';
import { charsetOf, receivedBody } from './body-bytes.js';

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
