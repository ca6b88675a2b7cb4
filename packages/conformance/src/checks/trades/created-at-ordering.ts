import { CREATED_AT_ORDERING_CODES, createdAtOrderingProbe } from '#support/probes/created-at-ordering.js';
import type { Check } from '#types';
import { LIST_ENDPOINT, LIST_SECTION, onTradesWindow } from './_support/target.js';

/** "Returns the account's trades as an array of Trade, ordered by createdAt"; "order: ASC or DESC, default Desc". */
export const tradesCreatedAtOrdering = {
  id: 'trades.created-at-ordering',
  title: 'GET /v1/trades: ordered by createdAt, ASC/DESC honoured, DESC by default',
  requirements: ['TRD-LIST-ORDERED', 'TRD-LIST-ORDER'],
  codes: CREATED_AT_ORDERING_CODES,
  needs: { credentials: true, trades: 2 },
  section: LIST_SECTION,
  endpoint: LIST_ENDPOINT,
  run(ctx) {
    return onTradesWindow(ctx, 60, (target, query) => createdAtOrderingProbe(ctx, target, query));
  },
} as const satisfies Check;
