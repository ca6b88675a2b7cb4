import { AFTER_EXCLUSIVE_CODES, afterExclusiveProbe } from '#support/probes/boundaries.js';
import type { Check } from '#types';
import { LIST_ENDPOINT, LIST_SECTION, onTrades } from './_support/target.js';

/** createdAtAfter: "trades created after this time", probed with real createdAt values. */
export const tradesCreatedAtAfterExclusive = {
  id: 'trades.created-at-after-exclusive',
  title: "GET /v1/trades: createdAtAfter equal to a trade's createdAt leaves that trade out",
  requirements: ['TRD-LIST-CREATED-AT-AFTER'],
  codes: AFTER_EXCLUSIVE_CODES,
  needs: { credentials: true, trades: 1 },
  section: LIST_SECTION,
  endpoint: LIST_ENDPOINT,
  run(ctx) {
    return onTrades(ctx, (target) => afterExclusiveProbe(ctx, target, target.base, target.records));
  },
} as const satisfies Check;
