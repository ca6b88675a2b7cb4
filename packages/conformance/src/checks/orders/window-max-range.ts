import { WINDOW_BOUNDS_CODES, windowMaxProbe } from '#support/probes/ninety-day-windows.js';
import type { Check } from '#types';
import { LIST_ENDPOINT, LIST_SECTION, onBusiestPair } from './_support/target.js';

/** "the range is at most 90 days and a larger range is replaced by 90 days" (MUST reading, OPEN-POINTS #3). */
export const ordersWindowMaxRange = {
  id: 'orders.window-max-range',
  title: 'GET /v1/orders: a range longer than 90 days returns nothing outside it and spans at most 90 days',
  requirements: ['ORD-LIST-WINDOW-MAX-90-DAYS', 'ORD-LIMIT-MAX-RANGE'],
  codes: WINDOW_BOUNDS_CODES,
  needs: { credentials: true, orders: 2 },
  section: LIST_SECTION,
  endpoint: LIST_ENDPOINT,
  run(ctx) {
    return onBusiestPair(ctx, (target) => windowMaxProbe(ctx, target));
  },
} as const satisfies Check;
