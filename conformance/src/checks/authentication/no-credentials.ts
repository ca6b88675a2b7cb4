import type { Check } from '../../types.js';
import { rejectionRule } from './rules/rejection.js';

/** The five listed endpoints without X-PCK, X-Signature, X-Stamp and X-Nonce get no account data. */
export const authenticationNoCredentials: Check = {
  id: 'authentication.no-credentials',
  title: 'The five authenticated endpoints give no account data without auth headers',
  requirements: ['AUTH-REQUIRED', 'AUTH-FAILURE-STATUS'],
  section: 'Authentication',
  run: (ctx) => rejectionRule(ctx, { how: 'without auth headers', options: () => ({ credentials: 'none' }) }),
};
