// Which orders a selection holds, in the spec's words, over the plain model.
import { compareIds, type IdOrdering } from '@tarc/domain';
import type { OrderSelection } from './filters.js';
import type { Model, StoredOrder } from './model.js';
import { inWindow } from './window.js';

function isSelected(order: StoredOrder, s: OrderSelection, accounts: ReadonlySet<number>, ordering: IdOrdering): boolean {
  return (
    accounts.has(order.account) && // "Results are limited to the authenticated account's own data"
    order.pairSymbol === s.pairSymbol &&
    s.statuses.includes(order.status) && // the query rules leave Canceled out: "Canceled orders never appear"
    (s.types.length === 0 || s.types.includes(order.type)) &&
    inWindow(order.createdAt, s.window) &&
    // "includes orders with id greater than or equal to it"
    (s.orderIdAfter === undefined || compareIds(order.id, s.orderIdAfter, ordering) >= 0)
  );
}

/** Every order the selection holds, ascending by id or by createdAt as it asks ("ordered by id, otherwise by createdAt"). */
export function selectedOrders(model: Model, s: OrderSelection, ordering: IdOrdering): StoredOrder[] {
  const accounts = new Set(s.accounts);
  const list = s.orderedBy === 'id' ? model.ordersById : model.orders;
  return list.filter((order) => isSelected(order, s, accounts, ordering));
}
