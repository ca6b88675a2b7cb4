import type { Check } from '#types';
import { headerName } from './_support/forgery.js';
import { changedInputRule, customScheme, type Change } from './_support/signed-inputs.js';

const CODES = {
  'accepted-stamp-in-seconds': 'a request signed with X-Stamp in Unix seconds (the same instant) answered 2xx',
  'accepted-stamp-iso': 'a request signed with X-Stamp as an ISO 8601 date-time (the same instant) answered 2xx',
} as const;

/** A stamp of another form, signed as such by the default signer. */
function otherForm(code: keyof typeof CODES, words: string, form: (ms: number) => string, shape: RegExp): Change<keyof typeof CODES> {
  return {
    code,
    how: `signed with X-Stamp ${words}`,
    skipped: customScheme,
    options: () => ({ credentials: 'primary', stamp: form }),
    sentAsIntended: (sent) => shape.test(sent[headerName(sent, 'X-Stamp') ?? ''] ?? ''),
  };
}

const CHANGES = [
  otherForm('accepted-stamp-in-seconds', 'in Unix seconds', (ms) => String(Math.floor(ms / 1000)), /^\d{10}$/),
  otherForm('accepted-stamp-iso', 'as an ISO 8601 date-time', (ms) => new Date(ms).toISOString(), /^\d{4}-\d{2}-\d{2}T/),
];

/**
 * SHOULD-level (OPEN-POINTS #4: the format of X-Stamp is "not shown"; the default scheme's is Unix
 * milliseconds): the same instant stamped in seconds or as an ISO date-time, signed as such, is refused,
 * as a stale stamp is. A custom `--signer` skips it (its stamp's form is its own) and says so.
 */
export const authenticationStampForm = {
  id: 'authentication.stamp-form',
  title: 'A request stamped in another unit or form (seconds, an ISO date-time) is refused (SHOULD)',
  requirements: ['AUTH-STAMP-FORM'],
  codes: CODES,
  section: 'Authentication',
  needs: { credentials: true },
  run: (ctx) => changedInputRule(ctx, CODES, CHANGES),
} as const satisfies Check;
