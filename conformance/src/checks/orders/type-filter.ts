import { denseWindow, windowQuery } from '../../support/list-target.js';
import { filterProbe } from '../../support/probes/filters.js';
import type { Check } from '../../types.js';
import { LIST_ENDPOINT, LIST_SECTION, onBusiestPair } from './_support/target.js';

/** "type | STRING[] | no | Buy, Sell": single and repeated; Buy and Sell together are all orders. */
export const ordersTypeFilter: Check = {
  id: 'orders.type-filter',
  title: 'GET /v1/orders: type filters (single, repeated) return only those types and together all orders',
  requirements: ['ORD-LIST-TYPE', 'GEN-STRING-ARRAY-EXPLODED'],
  section: LIST_SECTION,
  endpoint: LIST_ENDPOINT,
  run(ctx) {
    return onBusiestPair(ctx, (target) =>
      filterProbe(ctx, target, { ...target.base, ...windowQuery(ctx, denseWindow(target, 80)) }, {
        param: 'type', field: 'type', values: ['Buy', 'Sell'], combinations: [['Buy', 'Sell']],
      }));
  },
};
