import { WINDOW_BOUNDS_CODES, windowDefaultProbe } from '#support/probes/ninety-day-windows.js';
import type { Check } from '#types';
import { LIST_ENDPOINT, LIST_SECTION, onBusiestPair } from './_support/target.js';

/** createdAtAfter "when omitted and createdAtBefore is set, defaults to the last 90 days" (MUST reading, OPEN-POINTS #3). */
export const ordersWindowDefault = {
  id: 'orders.window-default',
  title: 'GET /v1/orders: createdAtAfter omitted returns nothing after createdAtBefore and spans at most 90 days',
  requirements: ['ORD-LIST-WINDOW-DEFAULT', 'ORD-LIMIT-DEFAULT-RANGE'],
  codes: WINDOW_BOUNDS_CODES,
  needs: { credentials: true, orders: 2 },
  section: LIST_SECTION,
  endpoint: LIST_ENDPOINT,
  run(ctx) {
    return onBusiestPair(ctx, (target) => windowDefaultProbe(ctx, target));
  },
} as const satisfies Check;
