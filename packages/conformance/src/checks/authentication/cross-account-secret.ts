import { requirementOfEvery } from '#support/codes.js';
import { notConfigured } from '#support/outcome.js';
import type { Check } from '#types';
import { forgeryRule } from './_support/forgery.js';

const CODES = {
  'accepted-other-account-secret': "an authenticated endpoint answered 2xx to the first account's key signed with the second account's secret",
} as const;

/** The five listed endpoints answer no 2xx to the first account's key signed with the second account's secret. */
export const authenticationCrossAccountSecret = {
  id: 'authentication.cross-account-secret',
  title: "The five authenticated endpoints answer no 2xx to one account's key signed with another account's secret",
  requirements: ['AUTH-REQUIRED', 'AUTH-FAILURE-STATUS'],
  codes: CODES,
  codeRequirements: requirementOfEvery(CODES, ['AUTH-REQUIRED']),
  section: 'Authentication',
  needs: { credentials: true, secondAccount: true },
  async run(ctx) {
    if (!ctx.hasSecondAccount) return notConfigured('no second account configured: no other secret to sign with');
    return forgeryRule(ctx, [
      {
        how: "with the account's X-PCK signed with the second account's secret",
        code: 'accepted-other-account-secret',
        options: () => ({ credentials: 'crossed' }),
      },
    ]);
  },
} as const satisfies Check;
