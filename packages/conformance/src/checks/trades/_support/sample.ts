// A fresh sample of trades for record checks: the newest 90 days of the (up to) three pairs with
// the most discovered trades (up to 200), plus one trade read by id (the single-trade form). Chosen
// without reading createdAt, so that broken timestamps are reported, not skipped.
import { fetchList, fetchOne } from '#support/fetch-list.js';
import { noDataReason, sampleWindow, windowQuery } from '#support/list-target.js';
import { TRADES_PAGE_SIZE } from '#spec-constants';
import type { ListRecord } from '#support/list-target.js';
import { noData } from '#support/outcome.js';
import type { CheckContext, CheckOutcome, Exchange } from '#types';
import { encodeSegment } from '#support/encode-segment.js';

export interface Sampled {
  records: ListRecord[];
  sources: Exchange[];
}

/** Discovery's own list (sampleWindow's sorted view of it is computed once per run). */
const discoveredTrades = (ctx: CheckContext) => (ctx.discovery.account.trades ?? []) as unknown as ListRecord[];

/** The choice of pairs, by discovered trades and broker pairs: the record checks all ask for it. */
const chosen = new WeakMap<readonly ListRecord[], { brokerPairs: unknown; pairs: readonly string[] }>();

/** The (up to) three broker pairs with the most discovered trades. */
function busiestPairs(ctx: CheckContext, trades: readonly ListRecord[]): readonly string[] {
  const source = discoveredTrades(ctx);
  const known = chosen.get(source);
  if (known && known.brokerPairs === ctx.discovery.brokerPairs) return known.pairs;
  // Asked for by broker pairs: a trade naming no broker pair is the reference checks' finding.
  const brokerPairs = ctx.discovery.brokerPairs ? new Set(ctx.discovery.brokerPairs.map((p) => String(p.symbol))) : undefined;
  const counts = new Map<string, number>();
  for (const t of trades) {
    const pair = String(t.pairSymbol);
    if (!brokerPairs || brokerPairs.has(pair)) counts.set(pair, (counts.get(pair) ?? 0) + 1);
  }
  const pairs = Object.freeze(
    [...counts.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([p]) => p),
  );
  chosen.set(source, { brokerPairs: ctx.discovery.brokerPairs, pairs });
  return pairs;
}

export async function sampleTrades(ctx: CheckContext): Promise<Sampled | CheckOutcome> {
  const trades = discoveredTrades(ctx).filter((t) => t !== null && typeof t === 'object');
  if (trades.length === 0) return noData(noDataReason(ctx, 'trades'));
  const pairs = busiestPairs(ctx, trades);
  if (pairs.length === 0) return noData('no discovered trade names a discovered broker pair, so no trades list can be asked for');
  const [list, one] = await Promise.all([
    fetchList<ListRecord>(ctx, '/v1/trades', {
      pairSymbol: pairs,
      ...windowQuery(ctx, sampleWindow(ctx, discoveredTrades(ctx), TRADES_PAGE_SIZE.max)),
      pageSize: 200,
    }),
    fetchOne<ListRecord>(ctx, `/v1/trades/${encodeSegment(String(trades[0]!.id))}`),
  ]);
  if (!list.ok) return list.outcome;
  if (!one.ok) return one.outcome;
  return {
    records: [...list.items, one.item],
    sources: [...list.items.map(() => list.exchange), one.exchange],
  };
}
