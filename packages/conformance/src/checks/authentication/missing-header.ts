import { requirementOfEvery } from '#support/codes.js';
import type { Check } from '#types';
import { forgeryRule, headerName, type Forgery } from './_support/forgery.js';

const HEADERS = ['X-PCK', 'X-Signature', 'X-Stamp', 'X-Nonce'] as const;

/** The request the account signed, with one header left out. */
function withoutHeader(header: string): Forgery {
  return {
    how: `without ${header}`,
    code: `accepted-without-${header.toLowerCase()}`,
    options(control) {
      const name = headerName(control, header);
      if (name === undefined) return undefined;
      return {
        credentials: 'primary',
        tamper: (headers) => {
          const rest = { ...headers };
          const own = headerName(rest, header);
          if (own !== undefined) delete rest[own];
          return rest;
        },
      };
    },
  };
}

/** The findings this check reports, each with what it means (one per header of HEADERS). */
const CODES = {
  'accepted-without-x-pck': 'an authenticated endpoint answered 2xx to a signed request without X-PCK',
  'accepted-without-x-signature': 'an authenticated endpoint answered 2xx to a signed request without X-Signature',
  'accepted-without-x-stamp': 'an authenticated endpoint answered 2xx to a signed request without X-Stamp',
  'accepted-without-x-nonce': 'an authenticated endpoint answered 2xx to a signed request without X-Nonce',
} as const;

/** The five listed endpoints answer no 2xx when one of X-PCK, X-Signature, X-Stamp, X-Nonce is missing. */
export const authenticationMissingHeader = {
  id: 'authentication.missing-header',
  title: 'The five authenticated endpoints answer no 2xx when one auth header is missing',
  requirements: ['AUTH-REQUIRED', 'AUTH-FAILURE-STATUS'],
  codes: CODES,
  codeRequirements: requirementOfEvery(CODES, ['AUTH-REQUIRED']),
  section: 'Authentication',
  needs: { credentials: true },
  run: (ctx) => forgeryRule(ctx, HEADERS.map(withoutHeader)),
} as const satisfies Check;
