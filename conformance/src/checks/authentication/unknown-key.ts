import type { Check } from '../../types.js';
import { rejectionRule } from './_support/rejection.js';

/** The findings this check reports, each with what it means. */
const CODES = {
  'accepted-unknown-key': 'an authenticated endpoint answered 2xx to a key no server issued (X-PCK unknown)',
} as const;

/** The five listed endpoints signed with a key the server never issued answer no 2xx where valid credentials get one. */
export const authenticationUnknownKey = {
  id: 'authentication.unknown-key',
  title: 'The five authenticated endpoints answer no 2xx to an unknown X-PCK',
  requirements: ['AUTH-REQUIRED', 'AUTH-FAILURE-STATUS'],
  codes: CODES,
  section: 'Authentication',
  needs: { credentials: true },
  run: (ctx) =>
    rejectionRule(ctx, {
      how: 'with an unknown key',
      code: 'accepted-unknown-key',
      options: () => ({ credentials: unknownCredentials(ctx.options.seed) }),
    }),
} as const satisfies Check;

/** A key no server issued, signed with a well-formed (base64) secret of its own. */
export function unknownCredentials(seed: number): { apiKey: string; apiSecret: string } {
  return {
    apiKey: `pk_tarcunknownkey${String(seed).padStart(16, '0')}`,
    apiSecret: Buffer.from(`tarc-unknown-secret-${seed}`.padEnd(32, '.')).toString('base64'),
  };
}
