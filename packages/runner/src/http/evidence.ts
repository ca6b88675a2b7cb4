// Evidence stays readable and bounded: long arrays and strings are cut, with a note of what was cut.
// The copying itself is untrusted-json.ts's (iterative, bounded, prototype-proof).
import { detached } from './untrusted-json.js';

const MAX_TEXT = 4000;

/** A bounded copy of a non-JSON body for evidence. */
export function trimText(text: string): string {
  return text.length > MAX_TEXT ? detached(`${text.slice(0, MAX_TEXT)}… (${text.length - MAX_TEXT} more characters)`) : text;
}
