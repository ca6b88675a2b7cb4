import { failed, passed, unobservable } from '#support/outcome.js';
import type { Check } from '#types';

/** At most this many exchanges are attached as evidence; the message counts them all. */
const MAX_EVIDENCE = 10;
/** At most this many are named in the message. */
const MAX_LISTED = 25;

const byUrl = (a: { url: string }, b: { url: string }) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0);

const CODES = {
  'server-error': 'some request of the run, valid or not, got a 5xx',
} as const;

/** OPEN-POINTS #7: "a 5xx is always a failure", whatever the request. Runs after every other check. */
export const no5xx = {
  id: 'general.no-5xx',
  title: 'No request of the run, valid or not, got a 5xx',
  requirements: ['ERR-NO-5XX'],
  codes: CODES,
  section: 'Errors',
  phase: 'final',
  async run(ctx) {
    const exchanges = ctx.exchanges();
    if (exchanges.length === 0) return unobservable('the run made no request');
    // By URL, not by completion order, so two runs with the same seed list (and attach) the same ones.
    // A 503 with Retry-After is the server throttling (OPEN-POINTS #14): waited out by the client, a
    // condition of the run, not an error.
    const errors = exchanges.filter((e) => e.status >= 500 && e.status < 600 && !(e.status === 503 && e.headers['retry-after'] !== undefined)).sort(byUrl);
    if (errors.length === 0) return passed(`${exchanges.length} responses, none 5xx`);
    const listed = errors
      .slice(0, MAX_LISTED)
      .map((e) => `${e.status} ${e.url}`)
      .join('; ');
    const more = errors.length > MAX_LISTED ? ` (and ${errors.length - MAX_LISTED} more)` : '';
    return failed(
      'server-error',
      `${errors.length} of ${exchanges.length} responses were 5xx: ${listed}${more}`,
      errors.slice(0, MAX_EVIDENCE).map((e) => e.evidence({ expected: 'no 5xx', actual: String(e.status) })),
    );
  },
} as const satisfies Check;
