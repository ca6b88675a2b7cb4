// What the run keeps of a check's result (for the report, the terminal and the events): its words
// within MAX_KEPT_STRING. A check's words may quote a server's value whole (an id of 6 MB in "type=Buy
// returned <id>"); kept whole, forty such messages were the report (it could no longer be written).
// Evidence is bounded where it is captured (exchange.ts, evidence.ts); only the words are left.
import { keptString, MAX_KEPT_STRING } from '../http/kept-string.js';
import type { CheckResult } from '../types.js';

/**
 * `result` with its message and its findings' messages kept (keptString); itself when none is long.
 * `scrub` hides secrets in a long one first, so no cut leaves part of one.
 */
export function keptResult(result: CheckResult, scrub: (text: string) => string = (text) => text): CheckResult {
  const long = (text: string | undefined) => text !== undefined && text.length > MAX_KEPT_STRING;
  if (!long(result.message) && !result.findings.some((f) => long(f.message))) return result;
  const keep = (text: string) => (long(text) ? keptString(scrub(text)) : text);
  return {
    ...result,
    ...(result.message !== undefined ? { message: keep(result.message) } : {}),
    findings: result.findings.map((f) => ({ ...f, message: keep(f.message) })),
  };
}
