// What the run keeps of a long string a server sent, once it has been judged: its start, its end,
// its length and a digest (two strings kept so are equal only when the strings were), so a report
// can say which value it was without holding megabytes of it.
import { createHash } from 'node:crypto';
import { detached } from './untrusted-json.js';

/** Longer strings are kept shortened. */
export const MAX_KEPT_STRING = 4096;
const HEAD = 2000;
const TAIL = 200;

/** `text` itself when short; else its start and end, its length and its sha256 (a copy: the original can be freed). */
export function keptString(text: string): string {
  if (text.length <= MAX_KEPT_STRING) return text;
  const digest = createHash('sha256').update(text).digest('hex').slice(0, 16);
  const omitted = text.length - HEAD - TAIL;
  return detached(`${text.slice(0, HEAD)}… (${omitted} characters not kept of ${text.length}, sha256 ${digest}…) …${text.slice(-TAIL)}`);
}
