// Faults of a body's bytes: JSON text that is not what RFC 8259 §8.1 exchanges ("JSON text ... MUST
// be encoded using UTF-8"; "Implementations MUST NOT add a byte order mark"). A client that decodes
// before it looks (WHATWG `text()` drops a leading BOM, turns invalid bytes into U+FFFD) never sees them.
import type { Fault } from './types.js';

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
/** The start of the first string value of a JSON text (`":"`), where a byte can go without breaking its structure. */
const STRING_VALUE = Buffer.from('":"');

export const BODY_ENCODING_FAULTS = [
  {
    name: 'body-utf8-bom',
    description: 'Every 200 answer starts with a UTF-8 byte order mark (EF BB BF) before its JSON text.',
    requirements: ['GEN-SUCCESS-200-JSON'],
    hooks: {
      successBody: ({ body }) => Buffer.concat([BOM, body]),
    },
  },
  {
    name: 'body-latin1-byte',
    description: 'Every 200 answer with a string value carries an "é" encoded as Latin-1 (the byte E9, not UTF-8) at the start of its first one.',
    requirements: ['GEN-SUCCESS-200-JSON'],
    hooks: {
      successBody({ body }) {
        const at = body.indexOf(STRING_VALUE);
        if (at < 0) return;
        const cut = at + STRING_VALUE.length;
        return Buffer.concat([body.subarray(0, cut), Buffer.from([0xe9]), body.subarray(cut)]);
      },
    },
  },
  {
    name: 'body-utf16le',
    description: 'Every 200 answer is its JSON text encoded as UTF-16LE, declared as application/json; charset=utf-16le.',
    requirements: ['GEN-SUCCESS-200-JSON'],
    hooks: {
      successHeaders: () => ({ 'content-type': 'application/json; charset=utf-16le' }),
      successBody: ({ body }) => Buffer.from(body.toString('utf8'), 'utf16le'),
    },
  },
] as const satisfies readonly Fault[];
