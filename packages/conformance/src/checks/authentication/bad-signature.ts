import { requirementOfEvery } from '#support/codes.js';
import { notConfigured } from '#support/outcome.js';
import type { Check } from '#types';
import { askForged } from './_support/forged-answers.js';
import { forgeryRule } from './_support/forgery.js';

const CODES = {
  'accepted-bad-signature': 'an authenticated endpoint answered 2xx to a request with a wrong X-Signature',
} as const;

/** The five listed endpoints with a known key and a wrong X-Signature answer no 2xx where valid credentials get one. */
export const authenticationBadSignature = {
  id: 'authentication.bad-signature',
  title: 'The five authenticated endpoints answer no 2xx to a wrong X-Signature',
  requirements: ['AUTH-REQUIRED', 'AUTH-FAILURE-STATUS'],
  codes: CODES,
  codeRequirements: requirementOfEvery(CODES, ['AUTH-REQUIRED']),
  section: 'Authentication',
  needs: { credentials: true },
  async run(ctx) {
    let unsigned = false;
    const outcome = await forgeryRule(ctx, [
      {
        how: 'with a wrong X-Signature',
        code: 'accepted-bad-signature',
        options: () => ({}),
        // The same forged request signature-not-echoed reads: one request for both.
        ask: async (_ctx, request) => {
          const answer = await askForged(ctx, 'wrong-signature', request);
          if (answer.sentSignature === undefined) unsigned = true;
          return answer.exchange;
        },
      },
    ]);
    return unsigned ? notConfigured('requests carry no X-Signature header to corrupt (no credentials configured, or a signer without it)') : outcome;
  },
} as const satisfies Check;
