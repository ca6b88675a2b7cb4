// GET /v1/orders and GET /v1/orders/{id}.
import { validateOrdersQuery } from '@tarc/domain';
import type { OrderSelection } from '../model/filters.js';
import type { JsonBytes } from '../scale/json-bytes.js';
import { findOrder, selectOrders } from '../scale/orders.js';
import { recordCaches } from '../scale/record-cache.js';
import { recordsBody, writeOrder } from '../scale/record-text.js';
import { orderRecord } from '../model/records.js';
import { reverseTies } from '../model/ties.js';
import { existsYet, visibleWindow, type Handler, type RequestContext } from './context.js';

/** The JSON body of orders, their bytes cached per record. */
function orderBody(c: RequestContext, positions: number[] | number): string {
  const cache = recordCaches(c.ds, c.profile).orders;
  const write = (w: JsonBytes, p: number) => writeOrder(w, c.ds, p, c.profile);
  return recordsBody(positions, (w, p) => cache.write(w, p, write));
}

/** "Returns the account's orders as an array of Order"; every rule of the query from @tarc/domain. */
export const listOrders: Handler = (c) => {
  const result = validateOrdersQuery(c.params, c.queryContext);
  if (!result.ok) return { status: 400, problem: result.problem };
  const query = result.value;
  c.hooks.query?.({ ...c.base, raw: c.raw, endpoint: 'orders', query });
  const selection: OrderSelection = {
    accounts: [c.account],
    pairSymbol: query.pairSymbol,
    statuses: [...query.status],
    types: [...query.type],
    window: query.window ? { ...query.window } : query.createdAtAfter ? { after: query.createdAtAfter } : {},
    orderedBy: query.orderedBy,
    order: query.order,
  };
  if (query.orderIdAfter !== undefined) selection.orderIdAfter = query.orderIdAfter;
  c.hooks.selection?.({ ...c.base, raw: c.raw, endpoint: 'orders', selection });
  visibleWindow(c, selection.window);
  const positions = selectOrders(c.ds, selection, query, c.profile);
  if (c.profile.tieOrder === 'reversed-in-page' && query.orderedBy === 'createdAt') {
    reverseTies(positions, (p) => c.ds.orders.createdAt[p]!);
  }
  if (!c.fastPath) return { status: 200, kind: 'order', records: positions.map((p) => orderRecord(c.ds, p, c.profile)) };
  return { status: 200, kind: 'order', latin1Body: orderBody(c, positions) };
};

/** "200 one Order (its status may be Canceled); 404 not-found error." */
export const getOrder: Handler = (c) => {
  const id = c.id ?? '';
  const lookup = { ...c.base, id, accounts: [c.account] };
  c.hooks.lookup?.(lookup);
  const { accounts } = lookup;
  const position = findOrder(c.ds, id, c.profile);
  if (position === undefined || !accounts.includes(c.ds.orders.account[position]!)) return { status: 404 };
  if (!existsYet(c, c.ds.orders.createdAt[position]!)) return { status: 404 };
  if (!c.fastPath) return { status: 200, kind: 'order', records: orderRecord(c.ds, position, c.profile) };
  return { status: 200, kind: 'order', latin1Body: orderBody(c, position) };
};
