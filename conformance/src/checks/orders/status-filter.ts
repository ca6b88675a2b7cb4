import { LISTABLE_ORDER_STATUSES } from '@tarc/domain';
import { denseWindow, windowQuery } from '../../support/list-target.js';
import { filterProbe } from '../../support/probes/filters.js';
import type { Check } from '../../types.js';
import { LIST_ENDPOINT, LIST_SECTION, onBusiestPair } from './_support/target.js';

/**
 * "status | STRING[] | no | Untouched, Partial, Closed; when omitted all three are returned": single
 * and repeated; the three single results together are the result without status.
 */
export const ordersStatusFilter: Check = {
  id: 'orders.status-filter',
  title: 'GET /v1/orders: status filters return only those statuses; omitted returns all three',
  requirements: ['ORD-LIST-STATUS', 'GEN-STRING-ARRAY-EXPLODED'],
  section: LIST_SECTION,
  endpoint: LIST_ENDPOINT,
  run(ctx) {
    return onBusiestPair(ctx, (target) =>
      filterProbe(ctx, target, { ...target.base, ...windowQuery(ctx, denseWindow(target, 80)) }, {
        param: 'status', field: 'status', values: LISTABLE_ORDER_STATUSES,
        combinations: [['Untouched', 'Partial'], [...LISTABLE_ORDER_STATUSES]],
      }));
  },
};
