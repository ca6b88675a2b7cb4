import { FILTER_CODES, filterProbe } from '#support/probes/filters.js';
import type { Check } from '#types';
import { LIST_ENDPOINT, LIST_SECTION, onOrdersWindow } from '#support/orders-target.js';
import { LISTABLE_ORDER_STATUSES } from '#spec-constants';

/**
 * "status | STRING[] | no | Untouched, Partial, Closed; when omitted all three are returned": single
 * and repeated; the three single results together are the result without status.
 */
export const ordersStatusFilter = {
  id: 'orders.status-filter',
  title: 'GET /v1/orders: status filters return only those statuses; omitted returns all three',
  requirements: ['ORD-LIST-STATUS', 'GEN-STRING-ARRAY-EXPLODED'],
  codes: FILTER_CODES,
  needs: { credentials: true, orders: 1 },
  section: LIST_SECTION,
  endpoint: LIST_ENDPOINT,
  run(ctx) {
    return onOrdersWindow(ctx, 80, (target, query) =>
      filterProbe(ctx, target, query, {
        param: 'status',
        field: 'status',
        values: LISTABLE_ORDER_STATUSES,
        combinations: [['Untouched', 'Partial'], [...LISTABLE_ORDER_STATUSES]],
      }),
    );
  },
} as const satisfies Check;
