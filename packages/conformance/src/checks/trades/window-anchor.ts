import { WINDOW_ANCHOR_CODES, windowAnchorProbe } from '#support/probes/ninety-day-windows.js';
import type { Check } from '#types';
import { LIST_ENDPOINT, LIST_SECTION, onTrades } from './_support/target.js';

/** "a larger range is replaced by 90 days": the stricter, optional reading (SHOULD, OPEN-POINTS #3). */
export const tradesWindowAnchor = {
  id: 'trades.window-anchor',
  title: 'GET /v1/trades: a range longer than 90 days is replaced by the 90 days at one end of it',
  requirements: ['TRD-LIST-WINDOW-ANCHOR'],
  codes: WINDOW_ANCHOR_CODES,
  needs: { credentials: true, trades: 2 },
  section: LIST_SECTION,
  endpoint: LIST_ENDPOINT,
  run(ctx) {
    return onTrades(ctx, (target) => windowAnchorProbe(ctx, target));
  },
} as const satisfies Check;
