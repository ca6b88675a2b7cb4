import { AFTER_EXCLUSIVE_CODES, afterExclusiveProbe } from '#support/probes/boundaries.js';
import type { Check } from '#types';
import { LIST_ENDPOINT, LIST_SECTION, onBusiestPair } from './_support/target.js';

/** createdAtAfter: "orders created after this time", probed with real createdAt values. */
export const ordersCreatedAtAfterExclusive = {
  id: 'orders.created-at-after-exclusive',
  title: "GET /v1/orders: createdAtAfter equal to an order's createdAt leaves that order out",
  requirements: ['ORD-LIST-CREATED-AT-AFTER'],
  codes: AFTER_EXCLUSIVE_CODES,
  needs: { credentials: true, orders: 1 },
  section: LIST_SECTION,
  endpoint: LIST_ENDPOINT,
  run(ctx) {
    return onBusiestPair(ctx, (target) => afterExclusiveProbe(ctx, target, target.base, target.records));
  },
} as const satisfies Check;
