import { WINDOW_ANCHOR_CODES, windowAnchorProbe } from '#support/probes/ninety-day-windows.js';
import type { Check } from '#types';
import { LIST_ENDPOINT, LIST_SECTION, onBusiestPair } from './_support/target.js';

/** "a larger range is replaced by 90 days": the stricter, optional reading (SHOULD, OPEN-POINTS #3). */
export const ordersWindowAnchor = {
  id: 'orders.window-anchor',
  title: 'GET /v1/orders: a range longer than 90 days is replaced by the 90 days at one end of it',
  requirements: ['ORD-LIST-WINDOW-ANCHOR'],
  codes: WINDOW_ANCHOR_CODES,
  needs: { credentials: true, orders: 2 },
  section: LIST_SECTION,
  endpoint: LIST_ENDPOINT,
  run(ctx) {
    return onBusiestPair(ctx, (target) => windowAnchorProbe(ctx, target));
  },
} as const satisfies Check;
