// GET /v1/orders and GET /v1/orders/{id}.
import { validateOrdersQuery } from '@tarc/domain';
import type { OrderSelection } from '../model/filters.js';
import { existsYet, visibleWindow, type Handler } from './context.js';

/** "Returns the account's orders as an array of Order"; every rule of the query from @tarc/domain. */
export const listOrders: Handler = (c) => {
  const result = validateOrdersQuery(c.params, c.queryContext);
  if (!result.ok) return { status: 400, problem: result.problem };
  const query = result.value;
  c.hooks.query?.({ ...c.base, raw: c.raw, now: c.queryContext.now, endpoint: 'orders', query });
  const selection: OrderSelection = {
    accounts: [c.account],
    pairSymbol: query.pairSymbol,
    statuses: [...query.status],
    types: [...query.type],
    window: { ...query.window },
    orderedBy: query.orderedBy,
    order: query.order,
  };
  if (query.orderIdAfter !== undefined) selection.orderIdAfter = query.orderIdAfter;
  c.hooks.selection?.({ ...c.base, raw: c.raw, store: c.store, endpoint: 'orders', selection });
  visibleWindow(c, selection.window);
  const reversedTies = c.profile.tieOrder === 'reversed-in-page' && query.orderedBy === 'createdAt';
  return { status: 200, kind: 'order', ...c.store.orders(selection, query, reversedTies) };
};

/** "200 one Order (its status may be Canceled); 404 not-found error." */
export const getOrder: Handler = (c) => {
  const id = c.id ?? '';
  const lookup = { ...c.base, id, accounts: [c.account], store: c.store };
  c.hooks.lookup?.(lookup);
  const { accounts } = lookup;
  const order = c.store.order(id);
  if (order === undefined || !accounts.includes(order.account) || !existsYet(c, order.createdAt)) return { status: 404 };
  return { status: 200, kind: 'order', ...order.body() };
};
