// What a record's list form and its form by id are compared on, and which orders are read by id
// (checks/orders-and-trades/one-equals-list.ts decides; trades.order-match asks the same orders).
import type { CheckContext } from '#types';
import type { ListRecord } from './list-target.js';
import { spreadSample } from './probes/boundaries.js';

/** Fields a record changes when it moves on: a status that moved with its updatedAt is an update, not a mismatch. */
const MOVES_WITH_UPDATED_AT: ReadonlySet<string> = new Set(['status', 'updatedAt']);

/**
 * Fields whose values differ between the two forms (missing on one side counts); a status that
 * moved between the two reads is no difference when updatedAt moved too (the record was updated).
 */
export function differingFields(a: ListRecord, b: ListRecord): string[] {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  const diff = [...keys].filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));
  return diff.includes('updatedAt') && a.updatedAt !== undefined && b.updatedAt !== undefined ? diff.filter((k) => !MOVES_WITH_UPDATED_AT.has(k)) : diff;
}

/** Orders `orders.one-equals-list` reads by id: its spread sample of every discovered order. */
export const ORDERS_READ_BY_ID = 20;

/** Every order discovery listed, in discovery's order (pair by pair, newest first). */
export function listedOrders(ctx: CheckContext): ListRecord[] {
  return [...(ctx.discovery.account.orders?.values() ?? [])].flat() as unknown as ListRecord[];
}

/** The ids of the orders `orders.one-equals-list` reads by id: another check that reads orders by id can ask the same. */
export function ordersReadById(ctx: CheckContext): Set<string> {
  return new Set(spreadSample(listedOrders(ctx), ORDERS_READ_BY_ID).map((o) => String(o.id)));
}
