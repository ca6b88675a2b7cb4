import { ORDER_TYPES } from '@tarc/domain';
import { FILTER_CODES, filterProbe } from '#support/probes/filters.js';
import type { Check } from '#types';
import { LIST_ENDPOINT, LIST_SECTION, onOrdersWindow } from '#support/orders-target.js';

/** "type | STRING[] | no | Buy, Sell": single and repeated; Buy and Sell together are all orders. */
export const ordersTypeFilter = {
  id: 'orders.type-filter',
  title: 'GET /v1/orders: type filters (single, repeated) return only those types and together all orders',
  requirements: ['ORD-LIST-TYPE', 'GEN-STRING-ARRAY-EXPLODED'],
  codes: FILTER_CODES,
  needs: { credentials: true, orders: 1 },
  section: LIST_SECTION,
  endpoint: LIST_ENDPOINT,
  run(ctx) {
    return onOrdersWindow(ctx, 80, (target, query) =>
      filterProbe(ctx, target, query, {
        param: 'type',
        field: 'type',
        values: ORDER_TYPES,
        combinations: [ORDER_TYPES],
      }),
    );
  },
} as const satisfies Check;
