import { skipped } from '../../support/outcome.js';
import type { Check } from '../../types.js';
import { corrupt, rejectionRule, signatureHeader } from './rules/rejection.js';

/** The five listed endpoints with a known key and a wrong X-Signature get no account data. */
export const authenticationBadSignature: Check = {
  id: 'authentication.bad-signature',
  title: 'The five authenticated endpoints give no account data for a wrong X-Signature',
  requirements: ['AUTH-REQUIRED', 'AUTH-FAILURE-STATUS'],
  section: 'Authentication',
  async run(ctx) {
    let unsigned = false;
    const outcome = await rejectionRule(ctx, {
      how: 'with a wrong X-Signature',
      options: () => ({
        credentials: 'primary',
        tamper: (headers) => {
          const name = signatureHeader(headers);
          if (name === undefined) {
            unsigned = true;
            return headers;
          }
          return { ...headers, [name]: corrupt(headers[name]!) };
        },
      }),
    });
    return unsigned ? skipped('requests carry no X-Signature header to corrupt (no credentials configured, or a signer without it)') : outcome;
  },
};
