import { requirementOfEvery } from '#support/codes.js';
import type { Check } from '#types';
import { askForged } from './_support/forged-answers.js';
import { forgeryRule } from './_support/forgery.js';

const CODES = {
  'accepted-unknown-key': 'an authenticated endpoint answered 2xx to a key no server issued (X-PCK unknown)',
} as const;

/** The five listed endpoints signed with a key the server never issued answer no 2xx where valid credentials get one. */
export const authenticationUnknownKey = {
  id: 'authentication.unknown-key',
  title: 'The five authenticated endpoints answer no 2xx to an unknown X-PCK',
  requirements: ['AUTH-REQUIRED', 'AUTH-FAILURE-STATUS'],
  codes: CODES,
  codeRequirements: requirementOfEvery(CODES, ['AUTH-REQUIRED']),
  section: 'Authentication',
  needs: { credentials: true },
  run: (ctx) =>
    forgeryRule(ctx, [
      {
        how: 'with an unknown key',
        code: 'accepted-unknown-key',
        options: () => ({}),
        // The same forged request signature-not-echoed reads: one request for both.
        ask: async (_ctx, request) => (await askForged(ctx, 'unknown-key', request)).exchange,
      },
    ]),
} as const satisfies Check;
