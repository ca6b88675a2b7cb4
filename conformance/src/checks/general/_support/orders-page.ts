// The page of orders the general checks read: page 1 of orders.canceled-excluded's window on the
// busiest pair (its first request, and discovery's where that window is discovery's newest), so the
// run asks it once. Without discovered orders: the oldest ids of a pair from 0 up.
import { denseWindow, ordersTargets, windowQuery } from '../../../support/list-target.js';
import type { CheckContext, Query } from '../../../types.js';
import { ORDERS_PAGE_SIZE } from '../../../spec-constants.js';
import { SCANNED_ORDERS } from '../../orders/canceled-excluded.js';

/** The pair and the query of that page; undefined without a discovered order. */
export function ordersPage(ctx: CheckContext): { pair: string; query: Query } | undefined {
  const [target] = ordersTargets(ctx);
  if (!target) return undefined;
  const pair = String(target.base.pairSymbol);
  return { pair, query: { ...target.base, ...windowQuery(ctx, denseWindow(target, SCANNED_ORDERS)), page: 1, pageSize: ORDERS_PAGE_SIZE.max } };
}
