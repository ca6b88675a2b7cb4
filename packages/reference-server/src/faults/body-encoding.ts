// Faults of a body's bytes: JSON text that is not what RFC 8259 §8.1 exchanges ("JSON text ... MUST
// be encoded using UTF-8"; "Implementations MUST NOT add a byte order mark"). A client that decodes
// before it looks (WHATWG `text()` drops a leading BOM, turns invalid bytes into U+FFFD) never sees them.
import type { Fault } from './types.js';

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
/** The start of the first string value of a JSON text (`":"`), where a byte can go without breaking its structure. */
const STRING_VALUE = Buffer.from('":"');
/** Whitespace well past the 256 KiB the runner reads whole before it reads a body as it arrives (its body-bytes.ts `STREAM_PAST_BYTES`). */
const LATE_PADDING = Buffer.alloc(1024 * 1024, 0x20);

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
    name: 'body-latin1-byte-late',
    description:
      'Every 200 answer with a string value carries its Latin-1 "é" (the byte E9) past its first MiB: JSON whitespace pads its text after the first "{" or "[", so a client reading large bodies as they arrive judges the byte in a later chunk.',
    requirements: ['GEN-SUCCESS-200-JSON'],
    hooks: {
      successBody({ body }) {
        const at = body.indexOf(STRING_VALUE);
        const open = body.findIndex((b) => b === 0x7b || b === 0x5b);
        if (at < 0 || open < 0) return;
        const cut = at + STRING_VALUE.length;
        return Buffer.concat([body.subarray(0, open + 1), LATE_PADDING, body.subarray(open + 1, cut), Buffer.from([0xe9]), body.subarray(cut)]);
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
