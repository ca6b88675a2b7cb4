// A fresh sample of orders for record checks: page 1 of the newest 90 days of up to three pairs,
// plus one order read by id (the single-order form).
import { fetchList, fetchOne } from '../../../support/fetch-list.js';
import { noDataReason, ordersTargets, recentDataWindow, windowQuery } from '../../../support/list-target.js';
import type { ListRecord } from '../../../support/list-target.js';
import { skipped } from '../../../support/outcome.js';
import type { CheckContext, CheckOutcome, Exchange } from '../../../types.js';

export interface Sampled {
  records: ListRecord[];
  /** The exchange each record came from (same index). */
  sources: Exchange[];
}

export async function sampleOrders(ctx: CheckContext): Promise<Sampled | CheckOutcome> {
  const targets = ordersTargets(ctx, 3);
  if (targets.length === 0) return skipped(noDataReason(ctx, 'orders'));
  const lists = await Promise.all(
    targets.map((t) => fetchList<ListRecord>(ctx, t.path, { ...t.base, ...windowQuery(ctx, recentDataWindow(t)), pageSize: 50 })),
  );
  const sampled: Sampled = { records: [], sources: [] };
  for (const list of lists) {
    if (!list.ok) return list.outcome;
    for (const record of list.items) {
      sampled.records.push(record);
      sampled.sources.push(list.exchange);
    }
  }
  const first = targets[0]!.records[0]!;
  const one = await fetchOne<ListRecord>(ctx, `/v1/orders/${encodeURIComponent(String(first.id))}`);
  if (!one.ok) return one.outcome;
  sampled.records.push(one.item);
  sampled.sources.push(one.exchange);
  if (sampled.records.length === 0) return skipped('the sampled windows returned no orders');
  return sampled;
}
