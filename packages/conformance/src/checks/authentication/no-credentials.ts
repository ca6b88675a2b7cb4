import { requirementOfEvery } from '#support/codes.js';
import type { Check } from '#types';
import { rejectionRule } from './_support/rejection.js';

const CODES = {
  'accepted-without-credentials': 'an authenticated endpoint answered 2xx to a request without auth headers',
} as const;

/** The five listed endpoints without X-PCK, X-Signature, X-Stamp and X-Nonce answer no 2xx where valid credentials get one. */
export const authenticationNoCredentials = {
  id: 'authentication.no-credentials',
  title: 'The five authenticated endpoints answer no 2xx without auth headers',
  requirements: ['AUTH-REQUIRED', 'AUTH-FAILURE-STATUS'],
  codes: CODES,
  codeRequirements: requirementOfEvery(CODES, ['AUTH-REQUIRED']),
  section: 'Authentication',
  needs: { credentials: true },
  run: (ctx) => rejectionRule(ctx, { how: 'without auth headers', code: 'accepted-without-credentials', options: () => ({ credentials: 'none' }) }),
} as const satisfies Check;
