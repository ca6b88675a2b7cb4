import { combineOutcomes } from '#support/probes/combine.js';
import { CREATED_AT_ORDERING_CODES, createdAtOrderingProbe } from '#support/probes/created-at-ordering.js';
import type { Check } from '#types';
import { LIST_ENDPOINT, LIST_SECTION, onOrdersWindow } from './_support/target.js';

/**
 * Without orderIdAfter "the response is ordered by … createdAt"; "order: ASC or DESC, default Desc".
 * Probed on the newest ~45 orders (one page: ASC is DESC reversed) and on both ends of the newest
 * 90 days (where ids out of createdAt order are likelier to show).
 */
export const ordersCreatedAtOrdering = {
  id: 'orders.created-at-ordering',
  title: 'GET /v1/orders without orderIdAfter: ordered by createdAt, ASC/DESC honoured, DESC by default',
  requirements: ['ORD-LIST-ORDERED', 'ORD-LIST-ORDER'],
  codes: CREATED_AT_ORDERING_CODES,
  needs: { credentials: true, orders: 2 },
  section: LIST_SECTION,
  endpoint: LIST_ENDPOINT,
  async run(ctx) {
    return combineOutcomes(
      await Promise.all([
        onOrdersWindow(ctx, 45, (target, query) => createdAtOrderingProbe(ctx, target, query)),
        onOrdersWindow(ctx, 'recent', (target, query) => createdAtOrderingProbe(ctx, target, query)),
      ]),
    );
  },
} as const satisfies Check;
