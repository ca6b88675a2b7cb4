import { WINDOW_BOUNDS_CODES, windowDefaultProbe } from '#support/probes/ninety-day-windows.js';
import type { Check } from '#types';
import { LIST_ENDPOINT, LIST_SECTION, onTrades } from './_support/target.js';

/** createdAtAfter "when omitted and createdAtBefore is set, defaults to the last 90 days" (MUST reading, OPEN-POINTS #3). */
export const tradesWindowDefault = {
  id: 'trades.window-default',
  title: 'GET /v1/trades: createdAtAfter omitted returns nothing after createdAtBefore and spans at most 90 days',
  requirements: ['TRD-LIST-WINDOW-DEFAULT', 'TRD-LIMIT-DEFAULT-RANGE'],
  codes: WINDOW_BOUNDS_CODES,
  needs: { credentials: true, trades: 2 },
  section: LIST_SECTION,
  endpoint: LIST_ENDPOINT,
  run(ctx) {
    return onTrades(ctx, (target) => windowDefaultProbe(ctx, target));
  },
} as const satisfies Check;
