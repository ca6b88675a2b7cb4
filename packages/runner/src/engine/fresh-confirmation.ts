// A comparison that would fail is made again on fresh answers. A check that read a recorded answer
// (the answer cache: the run asked the very question earlier) compared what the server said then
// with what it says now; on live data the two may differ for no fault. So a failure of such a check
// is not reported as it came: the check runs once more with every request sent again, and its
// second outcome, decided on answers read together, is the one the run reports.
import type { CheckOutcome, HttpClient } from '@tarc/conformance';

/** `http` whose answers are watched: `readRecorded()` says whether any was a recorded one. */
export function watchRecorded<C extends HttpClient>(http: C): { http: C; readRecorded(): boolean } {
  let read = false;
  return {
    http: {
      ...http,
      get: (path, query, options) =>
        http.get(path, query, options).then((exchange) => {
          if (exchange.recorded === true) read = true;
          return exchange;
        }),
    },
    readRecorded: () => read,
  };
}

/** `http` that reads no recorded answer: every request goes out again. */
export function freshOnly<C extends HttpClient>(http: C): C {
  return { ...http, get: (path, query, options) => http.get(path, query, { ...options, fresh: true }) };
}

/** What the first, failed, outcome said: its finding codes. */
function firstWords(first: CheckOutcome): string {
  const codes = first.status === 'failed' ? [...new Set(first.findings.map((f) => f.code))] : [];
  return `a first reading on a recorded answer failed${codes.length > 0 ? ` (${codes.join(', ')})` : ''}`;
}

/**
 * The outcome the run reports after the check ran again on fresh answers: the second. A failure that
 * repeats is reported as it is; one that did not is said to have been made again.
 */
export function confirmedOutcome(first: CheckOutcome, second: CheckOutcome): CheckOutcome {
  if (second.status === 'failed') return second;
  const note = `${firstWords(first)}; made again on fresh answers, ${second.status === 'passed' ? 'the rule held' : 'it could not be confirmed'}`;
  return { ...second, message: second.message !== undefined ? `${second.message} (${note})` : note } as CheckOutcome;
}
