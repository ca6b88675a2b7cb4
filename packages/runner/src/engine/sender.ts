// Which part of the run sent a request (a check's id, `preflight`, `discovery`), so the judge of
// every exchange can name it in a finding's words. Said with each request, not carried through the
// awaits (an AsyncLocalStorage): on Node 20 that turns on promise hooks for every promise of the
// run, about a tenth of the run's CPU.
import type { HttpClient, RequestOptions } from '@tarc/conformance';
import type { SendOptions } from '../http/client.js';

/**
 * `http` as one part of the run uses it: every request it sends is said to be sent by `sender`. A
 * check's client is typed as the checks see it (RequestOptions); beneath it is the run's, which reads
 * `sender` (SendOptions).
 */
export function sentBy<C extends HttpClient>(http: C, sender: string): C {
  return { ...http, get: (path, query, options) => http.get(path, query, { ...options, sender } satisfies SendOptions as RequestOptions) };
}
