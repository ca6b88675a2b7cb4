// A fresh sample of trades for record checks: the newest 90 days of the busiest pairs (up to 200),
// plus one trade read by id (the single-trade form).
import { fetchList, fetchOne } from '../../../support/fetch-list.js';
import { noDataReason, recentDataWindow, tradesTarget, windowQuery } from '../../../support/list-target.js';
import type { ListRecord } from '../../../support/list-target.js';
import { skipped } from '../../../support/outcome.js';
import type { CheckContext, CheckOutcome, Exchange } from '../../../types.js';

export interface Sampled {
  records: ListRecord[];
  sources: Exchange[];
}

export async function sampleTrades(ctx: CheckContext): Promise<Sampled | CheckOutcome> {
  const target = tradesTarget(ctx);
  if (!target) return skipped(noDataReason(ctx, 'trades'));
  const [list, one] = await Promise.all([
    fetchList<ListRecord>(ctx, target.path, { ...target.base, ...windowQuery(ctx, recentDataWindow(target)), pageSize: 200 }),
    fetchOne<ListRecord>(ctx, `/v1/trades/${encodeURIComponent(String(target.records[0]!.id))}`),
  ]);
  if (!list.ok) return list.outcome;
  if (!one.ok) return one.outcome;
  return {
    records: [...list.items, one.item],
    sources: [...list.items.map(() => list.exchange), one.exchange],
  };
}
