// A fresh sample of orders for record checks: page 1 of the newest 90 days of the (up to) three
// pairs with the most discovered orders, plus one order read by id (the single-order form). Chosen
// without reading createdAt, so that broken timestamps are reported, not left unevaluated.
import { fetchList, fetchOne } from '#support/fetch-list.js';
import { noDataReason, sampleWindow, windowQuery } from '#support/list-target.js';
import type { ListRecord } from '#support/list-target.js';
import { noData } from '#support/outcome.js';
import type { CheckContext, CheckOutcome, Exchange } from '#types';
import { ORDERS_PAGE_SIZE } from '#spec-constants';
import { encodeSegment } from '#support/encode-segment.js';

export interface Sampled {
  records: ListRecord[];
  /** The exchange each record came from (same index). */
  sources: Exchange[];
}

export async function sampleOrders(ctx: CheckContext): Promise<Sampled | CheckOutcome> {
  const pairs = [...(ctx.discovery.account.orders ?? new Map()).entries()]
    .filter(([, orders]) => orders.length > 0)
    .sort((a, b) => b[1].length - a[1].length)
    .slice(0, 3) as [string, ListRecord[]][];
  if (pairs.length === 0) return noData(noDataReason(ctx, 'orders'));
  const lists = await Promise.all(
    pairs.map(([pairSymbol, orders]) =>
      // Page 1 named: discovery's and orders.canceled-excluded's first page on the same window.
      fetchList<ListRecord>(ctx, '/v1/orders', {
        pairSymbol,
        ...windowQuery(ctx, sampleWindow(ctx, orders, ORDERS_PAGE_SIZE.max)),
        page: 1,
        pageSize: ORDERS_PAGE_SIZE.max,
      }),
    ),
  );
  const sampled: Sampled = { records: [], sources: [] };
  for (const list of lists) {
    if (!list.ok) return list.outcome;
    for (const record of list.items) {
      sampled.records.push(record);
      sampled.sources.push(list.exchange);
    }
  }
  const first = pairs[0]![1][0]!;
  const one = await fetchOne<ListRecord>(ctx, `/v1/orders/${encodeSegment(String(first.id))}`);
  if (!one.ok) return one.outcome;
  sampled.records.push(one.item);
  sampled.sources.push(one.exchange);
  return sampled;
}
