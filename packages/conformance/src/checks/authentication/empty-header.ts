import { requirementOfEvery } from '#support/codes.js';
import type { Check } from '#types';
import { forgeryRule, headerName, type Forgery } from './_support/forgery.js';

const HEADERS = ['X-PCK', 'X-Signature', 'X-Stamp', 'X-Nonce'] as const;
const FORMS = [
  { name: 'empty', value: '' },
  { name: 'whitespace', value: '  ' },
] as const;

/**
 * The request the account signed, with `header` present but blank. Each endpoint gets two of the
 * eight (header, form) pairs, rotating, so four endpoints show every pair: the same requests spent
 * on every pair would cost four times as many.
 */
function blankHeader(header: string, headerIndex: number, form: (typeof FORMS)[number], formIndex: number): Forgery {
  return {
    how: `with ${header} ${form.name === 'empty' ? 'empty' : 'only whitespace'}`,
    code: `accepted-${form.name}-${header.toLowerCase()}`,
    appliesTo: (index, count) => count < HEADERS.length || (index + formIndex * 2) % HEADERS.length === headerIndex,
    options(control) {
      if (headerName(control, header) === undefined) return undefined;
      return {
        credentials: 'primary',
        tamper: (headers) => {
          const rest = { ...headers };
          const own = headerName(rest, header);
          if (own !== undefined) rest[own] = form.value;
          return rest;
        },
      };
    },
  };
}

const FORGERIES = FORMS.flatMap((form, formIndex) => HEADERS.map((header, headerIndex) => blankHeader(header, headerIndex, form, formIndex)));

/** The findings this check reports, each with what it means (one per header and blank form). */
const CODES = {
  'accepted-empty-x-pck': 'an authenticated endpoint answered 2xx to a signed request whose X-PCK was present but empty',
  'accepted-empty-x-signature': 'an authenticated endpoint answered 2xx to a signed request whose X-Signature was present but empty',
  'accepted-empty-x-stamp': 'an authenticated endpoint answered 2xx to a signed request whose X-Stamp was present but empty',
  'accepted-empty-x-nonce': 'an authenticated endpoint answered 2xx to a signed request whose X-Nonce was present but empty',
  'accepted-whitespace-x-pck': 'an authenticated endpoint answered 2xx to a signed request whose X-PCK held only whitespace',
  'accepted-whitespace-x-signature': 'an authenticated endpoint answered 2xx to a signed request whose X-Signature held only whitespace',
  'accepted-whitespace-x-stamp': 'an authenticated endpoint answered 2xx to a signed request whose X-Stamp held only whitespace',
  'accepted-whitespace-x-nonce': 'an authenticated endpoint answered 2xx to a signed request whose X-Nonce held only whitespace',
} as const;

/**
 * A header present but empty, or holding only whitespace, carries no value: the five listed
 * endpoints answer no 2xx to it, as to a missing one ("take these request headers").
 */
export const authenticationEmptyHeader = {
  id: 'authentication.empty-header',
  title: 'The authenticated endpoints answer no 2xx when an auth header is present but empty or whitespace',
  requirements: ['AUTH-REQUIRED', 'AUTH-FAILURE-STATUS'],
  codes: CODES,
  codeRequirements: requirementOfEvery(CODES, ['AUTH-REQUIRED']),
  section: 'Authentication',
  needs: { credentials: true },
  run: (ctx) => forgeryRule(ctx, FORGERIES),
} as const satisfies Check;
