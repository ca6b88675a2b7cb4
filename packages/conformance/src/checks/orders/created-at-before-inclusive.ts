import { BEFORE_INCLUSIVE_CODES, beforeInclusiveProbe } from '#support/probes/boundaries.js';
import type { Check } from '#types';
import { LIST_ENDPOINT, LIST_SECTION, onBusiestPair } from './_support/target.js';

/** createdAtBefore: "orders created on or before this time", probed with real createdAt values. */
export const ordersCreatedAtBeforeInclusive = {
  id: 'orders.created-at-before-inclusive',
  title: "GET /v1/orders: createdAtBefore equal to an order's createdAt includes that order",
  requirements: ['ORD-LIST-CREATED-AT-BEFORE'],
  codes: BEFORE_INCLUSIVE_CODES,
  needs: { credentials: true, orders: 1 },
  section: LIST_SECTION,
  endpoint: LIST_ENDPOINT,
  run(ctx) {
    return onBusiestPair(ctx, (target) => beforeInclusiveProbe(ctx, target, target.base, target.records));
  },
} as const satisfies Check;
