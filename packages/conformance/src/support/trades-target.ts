// The trades a check probes: those of the (up to three) pairs with the most discovered trades.
import { denseWindow, noDataReason, recentDataWindow, tradesTarget, windowQuery } from './list-target.js';
import type { ListRecord, ListTarget } from './list-target.js';
import { noData } from './outcome.js';
import { createdAtOf } from './timestamps.js';
import { onBlindWindow } from './probes/blind.js';
import type { Instant } from '@tarc/domain';
import type { CheckContext, CheckOutcome, Query } from '#types';

export const LIST_SECTION = 'Endpoints > GET /v1/trades';
export const LIST_ENDPOINT = 'GET /v1/trades';

export async function onTrades(ctx: CheckContext, probe: (target: ListTarget) => Promise<CheckOutcome>): Promise<CheckOutcome> {
  const target = tradesTarget(ctx);
  if (!target) return noData(noDataReason(ctx, 'trades'));
  return probe(target);
}

/**
 * Runs `probe` on the discovered trades' pairs with a window of about `n` of the newest trades
 * (`'recent'`: the newest 90 days). Without discovered trades, on the first broker pairs over the
 * last 90 days.
 */
export async function onTradesWindow(
  ctx: CheckContext,
  n: number | 'recent',
  probe: (target: ListTarget, query: Query) => Promise<CheckOutcome>,
): Promise<CheckOutcome> {
  const target = tradesTarget(ctx);
  if (target) {
    const window = n === 'recent' ? recentDataWindow(target) : denseWindow(target, n);
    return probe(target, { ...target.base, ...windowQuery(ctx, window) });
  }
  return onBlindWindow(ctx, 'trades', probe);
}

/** The newest createdAt of the calendar day holding the most discovered trades (records are newest first). */
export function newestOfBusiestDay(trades: readonly ListRecord[]): Instant {
  const byDay = new Map<string, { count: number; newest: Instant }>();
  for (const t of trades) {
    const at = createdAtOf(t);
    if (at === undefined) continue;
    const day = byDay.get(at.slice(0, 10));
    if (day) day.count++;
    else byDay.set(at.slice(0, 10), { count: 1, newest: at });
  }
  return [...byDay.values()].sort((a, b) => b.count - a.count || (a.newest < b.newest ? 1 : -1))[0]!.newest;
}
