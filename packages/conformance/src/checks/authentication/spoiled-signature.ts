import { requirementOfEvery } from '#support/codes.js';
import type { ProtectedRequest } from '#support/protected-endpoints.js';
import type { Check, CheckContext, RequestOptions } from '#types';
import { askForged, type SharedForgery } from './_support/forged-answers.js';
import { extend, forgeryRule, headerName, lastDataIndex, spoilAt, type Forgery } from './_support/forgery.js';

/** Signed headers whose X-Signature is long enough to spoil in a place of its own. */
function spoilable(control: Readonly<Record<string, string>>): boolean {
  const name = headerName(control, 'X-Signature');
  return name !== undefined && control[name]!.length >= 8;
}

/** The request the account signed, its X-Signature changed by `change`. */
function spoiled(how: string, code: keyof typeof CODES, change: (signature: string) => string, shared?: SharedForgery): Forgery {
  return {
    how,
    code,
    // The same forged request as bad-signature's: one request answers both checks.
    ...(shared
      ? {
          ask: async (ctx: CheckContext, request: ProtectedRequest, control: Readonly<Record<string, string>>) =>
            spoilable(control) ? (await askForged(ctx, shared, request)).exchange : undefined,
        }
      : {}),
    options(control): RequestOptions | undefined {
      if (!spoilable(control)) return undefined;
      return {
        credentials: 'primary',
        tamper: (headers) => {
          const own = headerName(headers, 'X-Signature');
          return own === undefined ? headers : { ...headers, [own]: change(headers[own]!) };
        },
      };
    },
  };
}

const SIGNATURE_SPOILINGS: readonly Forgery[] = [
  spoiled('with X-Signature wrong in its first character', 'accepted-signature-spoiled-start', (s) => spoilAt(s, 0), 'wrong-signature'),
  spoiled('with X-Signature wrong in its middle character', 'accepted-signature-spoiled-middle', (s) => spoilAt(s, Math.floor(lastDataIndex(s) / 2))),
  spoiled('with X-Signature wrong in its last character', 'accepted-signature-spoiled-end', (s) => spoilAt(s, lastDataIndex(s))),
  spoiled('with X-Signature cut short by 4 characters', 'accepted-signature-truncated', (s) => s.slice(0, -4)),
  spoiled('with X-Signature extended by 4 characters of data', 'accepted-signature-extended', extend),
];

/** The findings this check reports, each with what it means (one per row of SIGNATURE_SPOILINGS). */
const CODES = {
  'accepted-signature-spoiled-start': 'an authenticated endpoint answered 2xx with X-Signature wrong in its first character',
  'accepted-signature-spoiled-middle': 'an authenticated endpoint answered 2xx with X-Signature wrong in its middle character',
  'accepted-signature-spoiled-end': 'an authenticated endpoint answered 2xx with X-Signature wrong in its last character',
  'accepted-signature-truncated': 'an authenticated endpoint answered 2xx with X-Signature cut short by 4 characters',
  'accepted-signature-extended': 'an authenticated endpoint answered 2xx with X-Signature extended by 4 characters of data',
} as const;

/** The five listed endpoints answer no 2xx to the account's key with its signature spoiled, cut or extended. */
export const authenticationSpoiledSignature = {
  id: 'authentication.spoiled-signature',
  title: 'The five authenticated endpoints answer no 2xx to a signature spoiled at its start, middle or end, cut short or extended',
  requirements: ['AUTH-REQUIRED', 'AUTH-FAILURE-STATUS'],
  codes: CODES,
  codeRequirements: requirementOfEvery(CODES, ['AUTH-REQUIRED']),
  section: 'Authentication',
  needs: { credentials: true },
  run: (ctx) => forgeryRule(ctx, SIGNATURE_SPOILINGS),
} as const satisfies Check;
