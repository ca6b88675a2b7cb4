import { denseWindow, windowQuery } from '../../support/list-target.js';
import { createdAtOrderingProbe } from '../../support/probes/created-at-ordering.js';
import type { Check } from '../../types.js';
import { LIST_ENDPOINT, LIST_SECTION, onBusiestPair } from './_support/target.js';

/** Without orderIdAfter "the response is ordered by … createdAt"; "order: ASC or DESC, default Desc". */
export const ordersCreatedAtOrdering: Check = {
  id: 'orders.created-at-ordering',
  title: 'GET /v1/orders without orderIdAfter: ordered by createdAt, ASC/DESC honoured, DESC by default',
  requirements: ['ORD-LIST-ORDERED', 'ORD-LIST-ORDER'],
  section: LIST_SECTION,
  endpoint: LIST_ENDPOINT,
  run(ctx) {
    return onBusiestPair(ctx, (target) =>
      createdAtOrderingProbe(ctx, target, { ...target.base, ...windowQuery(ctx, denseWindow(target, 40)) }));
  },
};
