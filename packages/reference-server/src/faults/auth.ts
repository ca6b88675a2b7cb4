// Faults of authentication.
import type { Fault } from './types.js';

export const AUTH_FAULTS: readonly Fault[] = [
  {
    name: 'auth-not-enforced',
    description: 'Account endpoints answer without valid credentials (as the first demo account).',
    requirements: ['AUTH-REQUIRED', 'The order, single-order, trade, single-trade and account-wallet endpoints take these request headers'],
    hooks: {
      auth(c) {
        if (!c.outcome.ok) return { ok: true, account: c.outcome.account ?? 0 };
      },
    },
  },
  {
    name: 'auth-bad-signature-accepted',
    description: 'A request with a known key and a wrong X-Signature is answered as that account.',
    requirements: ['AUTH-SIGNATURE', 'X-Signature: <SIGNATURE>'],
    hooks: {
      auth(c) {
        if (!c.outcome.ok && c.outcome.reason === 'bad-signature' && c.outcome.account !== undefined) {
          return { ok: true, account: c.outcome.account };
        }
      },
    },
  },
];
