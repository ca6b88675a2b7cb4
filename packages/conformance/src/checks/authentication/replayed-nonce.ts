import type { Check } from '#types';
import { forgeryRule } from './_support/forgery.js';

const CODES = {
  'accepted-replay': 'an authenticated endpoint answered 2xx to a request replayed with the same headers (same X-Nonce)',
} as const;

/**
 * SHOULD-level (OPEN-POINTS #4: the validity of X-Nonce is "not shown"): the exact headers of an
 * accepted request, sent again, are refused. A 2xx is reported, never a MUST failure.
 */
export const authenticationReplayedNonce = {
  id: 'authentication.replayed-nonce',
  title: 'The five authenticated endpoints refuse a request replayed with the same headers (SHOULD)',
  requirements: ['AUTH-REPLAY'],
  codes: CODES,
  section: 'Authentication',
  needs: { credentials: true },
  run: (ctx) =>
    forgeryRule(ctx, [
      {
        how: 'replayed with the exact headers of the accepted request (same X-Nonce and X-Stamp)',
        code: 'accepted-replay',
        freshControl: true,
        options: (control) => (Object.keys(control).length === 0 ? undefined : { credentials: 'primary', tamper: () => ({ ...control }) }),
      },
    ]),
} as const satisfies Check;
