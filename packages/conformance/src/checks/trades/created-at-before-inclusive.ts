import { BEFORE_INCLUSIVE_CODES, beforeInclusiveProbe } from '#support/probes/boundaries.js';
import type { Check } from '#types';
import { LIST_ENDPOINT, LIST_SECTION, onTrades } from './_support/target.js';

/** createdAtBefore: "trades created on or before this time", probed with real createdAt values. */
export const tradesCreatedAtBeforeInclusive = {
  id: 'trades.created-at-before-inclusive',
  title: "GET /v1/trades: createdAtBefore equal to a trade's createdAt includes that trade",
  requirements: ['TRD-LIST-CREATED-AT-BEFORE'],
  codes: BEFORE_INCLUSIVE_CODES,
  needs: { credentials: true, trades: 1 },
  section: LIST_SECTION,
  endpoint: LIST_ENDPOINT,
  run(ctx) {
    return onTrades(ctx, (target) => beforeInclusiveProbe(ctx, target, target.base, target.records));
  },
} as const satisfies Check;
