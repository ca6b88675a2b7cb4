// What the run keeps of a check's result (for the report, the terminal and the events): every
// string within MAX_KEPT_STRING. A check's words may quote a server's value whole (an id of 6 MB in
// "type=Buy returned <id>"); kept whole, forty such messages were the report (it could no longer be written).
import { keptString } from '../http/kept-string.js';
import { mapStrings } from '../http/untrusted-json.js';

/** `value` with every long string shortened (keptString); itself when none is. */
export function keptResult<T>(value: T): T {
  return mapStrings(value, keptString);
}
