// The page of orders the general checks read. Where the busiest pair's newest window holds a full
// page of discovered orders: page 1 of orders.canceled-excluded's window on that pair (its first
// request, and discovery's where that window is discovery's newest), so the run asks it once. Else
// the oldest 50 ids of the first pair with orders, from 0 up (every order of the pair, whatever its
// age: a small account's orders stay in view).
import { createdWithin } from '#support/timestamps.js';
import { denseWindow, ordersTargets, windowQuery } from '#support/list-target.js';
import type { CheckContext, Query } from '#types';
import { ORDERS_PAGE_SIZE } from '#spec-constants';
import { SCANNED_ORDERS } from '../../orders/canceled-excluded.js';

/** The pair and the query of that page; undefined without a discovered order. */
export function ordersPage(ctx: CheckContext): { pair: string; query: Query } | undefined {
  const [target] = ordersTargets(ctx);
  if (target) {
    const window = denseWindow(target, SCANNED_ORDERS);
    if (createdWithin(target.records, window) >= ORDERS_PAGE_SIZE.max) {
      return { pair: String(target.base.pairSymbol), query: { ...target.base, ...windowQuery(ctx, window), page: 1, pageSize: ORDERS_PAGE_SIZE.max } };
    }
  }
  const orders = ctx.discovery.account.orders;
  const pair = orders ? [...orders.entries()].find(([, list]) => list.length > 0)?.[0] : undefined;
  if (pair === undefined) return undefined;
  // orderIdAfter rather than a date: the DATETIME input format (OPEN-POINTS #2) plays no part.
  // Oldest ids first, so orders arriving during the run (the highest ids) do not shift the page.
  return { pair, query: { pairSymbol: pair, orderIdAfter: '0', pageSize: ORDERS_PAGE_SIZE.max, order: 'ASC' } };
}
