// Which orders a selection holds, by @tarc/domain's rule (orderFilter), over the plain model.
import { orderFilter, type IdOrdering } from '@tarc/domain';
import type { OrderSelection } from './filters.js';
import type { Model, StoredOrder } from './model.js';

/** Every order the selection holds, ascending by id or by createdAt as it asks ("ordered by id, otherwise by createdAt"). */
export function selectedOrders(model: Model, s: OrderSelection, ordering: IdOrdering): StoredOrder[] {
  const accounts = new Set(s.accounts); // "Results are limited to the authenticated account's own data"
  const criteria = {
    pairSymbol: s.pairSymbol,
    status: s.statuses,
    type: s.types,
    window: s.window,
    ...(s.orderIdAfter === undefined ? {} : { orderIdAfter: s.orderIdAfter }),
  };
  const selects = orderFilter(criteria, ordering, (order: StoredOrder) => order.createdAt);
  const list = s.orderedBy === 'id' ? model.ordersById : model.orders;
  return list.filter((order) => accounts.has(order.account) && selects(order));
}
