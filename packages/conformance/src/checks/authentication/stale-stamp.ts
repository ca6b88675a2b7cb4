import type { Check } from '#types';
import { forgeryRule, headerName } from './_support/forgery.js';

/** How far in the past the stale stamp is: minutes, well past any clock skew a server allows. */
const STALE_STAMP_MS = 10 * 60_000;
const TOLERANCE_MS = 60_000;

/** `control - sent` in ms, when both stamps are Unix time (ms, or s when 10 digits). */
function stampGapMs(sent: string | undefined, control: string | undefined): number | undefined {
  if (sent === undefined || control === undefined || !/^\d{10,16}$/.test(sent) || !/^\d{10,16}$/.test(control)) return undefined;
  const scale = control.length === 10 ? 1000 : 1;
  return (Number(control) - Number(sent)) * scale;
}

const CODES = {
  'accepted-stale-stamp': 'an authenticated endpoint answered 2xx to a request stamped ten minutes ago',
} as const;

/**
 * SHOULD-level (OPEN-POINTS #4: the validity of X-Stamp is "not shown"): a request signed with a
 * stamp ten minutes old is refused. A 2xx is reported, never a MUST failure.
 */
export const authenticationStaleStamp = {
  id: 'authentication.stale-stamp',
  title: 'The five authenticated endpoints refuse a request stamped ten minutes ago (SHOULD)',
  requirements: ['AUTH-STALE-STAMP'],
  codes: CODES,
  section: 'Authentication',
  needs: { credentials: true },
  run: (ctx) =>
    forgeryRule(ctx, [
      {
        how: `signed with X-Stamp ${STALE_STAMP_MS / 60_000} minutes in the past`,
        code: 'accepted-stale-stamp',
        options: (control) => (headerName(control, 'X-Stamp') === undefined ? undefined : { credentials: 'primary', clockOffsetMs: -STALE_STAMP_MS }),
        sentAsIntended(sent, control) {
          const gap = stampGapMs(sent[headerName(sent, 'X-Stamp') ?? ''], control[headerName(control, 'X-Stamp') ?? '']);
          return gap !== undefined && Math.abs(gap - STALE_STAMP_MS) <= TOLERANCE_MS;
        },
      },
    ]),
} as const satisfies Check;
