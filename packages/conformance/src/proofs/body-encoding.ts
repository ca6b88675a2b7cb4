// Mutation rows of the body-encoding faults (reference-server faults/body-encoding.ts): bodies whose
// bytes are not JSON text as RFC 8259 §8.1 exchanges it, which a client decoding before it looks
// never sees (`body.text()` drops a BOM and turns invalid bytes into U+FFFD).
import type { ProofRow } from './types.js';

export const BODY_ENCODING_ROWS = [
  { fault: 'body-utf8-bom', fails: ['general.success-200-json/not-utf8'] },
  { fault: 'body-latin1-byte', fails: ['general.success-200-json/not-utf8'] },
  { fault: 'body-latin1-byte-late', fails: ['general.success-200-json/not-utf8'] },
  { fault: 'body-utf16le', fails: ['general.success-200-json/not-utf8'] },
] as const satisfies readonly ProofRow[];
