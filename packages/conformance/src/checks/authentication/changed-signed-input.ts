import { requirementOfEvery } from '#support/codes.js';
import type { Check } from '#types';
import { headerName } from './_support/forgery.js';
import { changedInputRule, customScheme, type Change } from './_support/signed-inputs.js';

const CODES = {
  'accepted-changed-nonce': 'an accepted request sent again with only its X-Nonce changed (the old signature) answered 2xx',
  'accepted-changed-stamp': 'an accepted request sent again with only its X-Stamp changed (the old signature) answered 2xx',
  'accepted-other-key-signature': "the first account's X-PCK with the signature the second account made for its own key answered 2xx",
} as const;

/** `value` changed in its last character (a nonce is any text: another one, never used). */
function changedLast(value: string): string {
  const last = value.at(-1);
  return `${value.slice(0, -1)}${last === '0' ? '1' : '0'}`;
}

const CHANGES: readonly Change<keyof typeof CODES>[] = [
  {
    code: 'accepted-changed-nonce',
    how: 'sent again with only its X-Nonce changed (the old signature)',
    freshControl: true,
    skipped: customScheme,
    options(signed) {
      const nonce = headerName(signed, 'X-Nonce');
      if (nonce === undefined || headerName(signed, 'X-Signature') === undefined) return undefined;
      return { credentials: 'primary', tamper: () => ({ ...signed, [nonce]: changedLast(signed[nonce]!) }) };
    },
  },
  {
    code: 'accepted-changed-stamp',
    how: 'sent again with only its X-Stamp changed, one second on (the old signature)',
    freshControl: true,
    skipped: customScheme,
    options(signed) {
      const stamp = headerName(signed, 'X-Stamp');
      if (stamp === undefined || !/^\d{1,16}$/.test(signed[stamp]!) || headerName(signed, 'X-Signature') === undefined) return undefined;
      return { credentials: 'primary', tamper: () => ({ ...signed, [stamp]: String(Number(signed[stamp]) + 1000) }) };
    },
  },
  {
    code: 'accepted-other-key-signature',
    how: "with the first account's X-PCK on the second account's signed headers (its signature, for its own key)",
    skipped: (ctx) => (ctx.hasSecondAccount ? undefined : 'no second account configured'),
    options(signed) {
      const pck = headerName(signed, 'X-PCK');
      if (pck === undefined) return undefined;
      const firstKey = signed[pck]!;
      return {
        credentials: 'secondary',
        tamper: (headers) => {
          const own = headerName(headers, 'X-PCK');
          return own === undefined ? headers : { ...headers, [own]: firstKey };
        },
      };
    },
  },
];

/**
 * Under the default scheme (OPEN-POINTS #4: its signature covers X-PCK, X-Stamp and X-Nonce), an
 * accepted request changed in one signed input carries a wrong signature, and gets no 2xx (MUST, as a
 * spoiled signature): only its nonce changed, only its stamp changed, or the second account's
 * signature under the first account's key. A custom `--signer` skips the nonce and the stamp (what its
 * signature covers is not known) and says so; the other account's signature is refused under any scheme.
 */
export const authenticationChangedSignedInput = {
  id: 'authentication.changed-signed-input',
  title: 'An accepted request changed in one signed input (nonce, stamp, or the key its signature was made for) answers no 2xx',
  requirements: ['AUTH-SIGNED-INPUTS', 'AUTH-FAILURE-STATUS'],
  codes: CODES,
  codeRequirements: requirementOfEvery(CODES, ['AUTH-SIGNED-INPUTS']),
  section: 'Authentication',
  needs: { credentials: true },
  run: (ctx) => changedInputRule(ctx, CODES, CHANGES),
} as const satisfies Check;
