// The trades a check probes: those of the (up to three) pairs with the most discovered trades.
import { denseWindow, noDataReason, recentDataWindow, tradesTarget, windowQuery } from '#support/list-target.js';
import type { ListTarget } from '#support/list-target.js';
import { noData } from '#support/outcome.js';
import { onBlindWindow } from '#support/probes/blind.js';
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
