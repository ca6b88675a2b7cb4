// GET /v1/orders as a selection over records: which orders a query holds, in which order, which page.
import type { OrderStatus, OrderType } from '../enums.js';
import type { Instant } from '../instant.js';
import { compareIds, idOrderingFor, type IdOrdering } from '../queries/ids.js';
import type { OrdersQuery } from '../queries/types.js';
import type { Order } from '../resources.js';
import { paginate } from './paging.js';
import { createdAtInstant, isInWindow, type WindowBounds } from './window.js';

/** What decides whether an order is selected, once the query rules ran. */
export interface OrderCriteria<T = Instant> {
  /** "pairSymbol: required; must be an existing pair" */
  pairSymbol: string;
  /** The statuses listed (the query rules leave Canceled out: "Canceled orders never appear"). */
  status: readonly OrderStatus[];
  /** Empty: both types. */
  type: readonly OrderType[];
  window: WindowBounds<T>;
  /** "includes orders with id greater than or equal to it" */
  orderIdAfter?: string;
}

/** The fields of an order a selection reads. */
export type OrderKey = Pick<Order, 'id' | 'pairSymbol' | 'status' | 'type'>;

/** A query's criteria: its window, or (orderIdAfter without createdAtBefore) its lower bound alone. */
export function orderCriteria(query: OrdersQuery): OrderCriteria {
  const criteria: OrderCriteria = {
    pairSymbol: query.pairSymbol,
    status: query.status,
    type: query.type,
    window: { ...query.window },
  };
  if (query.orderIdAfter !== undefined) criteria.orderIdAfter = query.orderIdAfter;
  return criteria;
}

/**
 * The test an order passes to be selected: its pair, one of the statuses, one of the types (any when
 * none), created in the window (`after < createdAt <= before`) and, with orderIdAfter, an id greater
 * than or equal to it as `ordering` compares ids (open point #10 in the README: ids that are all decimal integers
 * compare as numbers, others as text). `createdAtOf` reads a record's createdAt as the window's bounds are written.
 */
export function orderFilter<R extends OrderKey, T extends string | number | bigint>(
  criteria: OrderCriteria<T>,
  ordering: IdOrdering,
  createdAtOf: (record: R) => T,
): (record: R) => boolean {
  const { pairSymbol, status, type, window, orderIdAfter } = criteria;
  return (order) =>
    order.pairSymbol === pairSymbol &&
    status.includes(order.status) &&
    (type.length === 0 || type.includes(order.type)) &&
    isInWindow(createdAtOf(order), window) &&
    (orderIdAfter === undefined || compareIds(order.id, orderIdAfter, ordering) >= 0);
}

export interface SelectOrdersOptions {
  /**
   * How ids compare; by default `idOrderingFor` the records' ids: as numbers when every id is a decimal
   * integer, as text otherwise ("identifiers are strings" yet ordered "by id": open point #10 in the README).
   */
  idOrdering?: IdOrdering;
}

/**
 * Every order `query` selects, ascending by the key the answer is ordered by ("when set [orderIdAfter],
 * the response is ordered by id", otherwise by createdAt; equal createdAt keep the records' order),
 * not yet paged. The caller limits `records` to the authenticated account's own.
 */
export function ordersMatching<R extends OrderKey & { createdAt: string }>(records: readonly R[], query: OrdersQuery, options: SelectOrdersOptions = {}): R[] {
  const ordering = options.idOrdering ?? idOrderingFor(records.map((r) => r.id));
  const keyed = records.map((record) => ({
    id: record.id,
    pairSymbol: record.pairSymbol,
    status: record.status,
    type: record.type,
    at: createdAtInstant(record),
    record,
  }));
  const selected = keyed.filter(orderFilter(orderCriteria(query), ordering, (k) => k.at));
  if (query.orderedBy === 'id') selected.sort((a, b) => compareIds(a.id, b.id, ordering));
  else selected.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  return selected.map((k) => k.record);
}

/**
 * The page of orders GET /v1/orders answers for `query` (from `validateOrdersQuery`): the selection
 * of `ordersMatching`, read in `query.order` and cut to `query.page` of `query.pageSize`.
 */
export function selectOrders<R extends OrderKey & { createdAt: string }>(records: readonly R[], query: OrdersQuery, options: SelectOrdersOptions = {}): R[] {
  return paginate(ordersMatching(records, query, options), query.order, query);
}
