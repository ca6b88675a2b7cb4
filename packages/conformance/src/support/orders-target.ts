// The orders a check probes: the pair with the most discovered orders, or why there is none.
import { denseWindow, noDataReason, ordersTargets, recentDataWindow, windowQuery } from './list-target.js';
import type { ListTarget } from './list-target.js';
import { noData } from './outcome.js';
import { onBlindWindow } from './probes/blind.js';
import type { CheckContext, CheckOutcome, Query } from '#types';

export const LIST_SECTION = 'Endpoints > GET /v1/orders';
export const LIST_ENDPOINT = 'GET /v1/orders';

/** Runs `probe` on the busiest pair's orders; not evaluated (no-data) when discovery found none. */
export async function onBusiestPair(ctx: CheckContext, probe: (target: ListTarget) => Promise<CheckOutcome>): Promise<CheckOutcome> {
  const [target] = ordersTargets(ctx);
  if (!target) return noData(noDataReason(ctx, 'orders'));
  return probe(target);
}

/** A pair symbol discovery found, for requests that need any valid pair; undefined when none. */
export function anyPair(ctx: CheckContext): string | undefined {
  const [target] = ordersTargets(ctx);
  if (target) return String(target.base.pairSymbol);
  return ctx.discovery.brokerPairs?.find((p) => typeof p.symbol === 'string' && p.symbol !== '')?.symbol;
}

/**
 * Runs `probe` on the busiest pair with a window of about `n` of its newest orders (`'recent'`: its
 * newest 90 days). Without discovered orders, on the first broker pair over the last 90 days.
 */
export async function onOrdersWindow(
  ctx: CheckContext,
  n: number | 'recent',
  probe: (target: ListTarget, query: Query) => Promise<CheckOutcome>,
): Promise<CheckOutcome> {
  const [target] = ordersTargets(ctx);
  if (target) {
    const window = n === 'recent' ? recentDataWindow(target) : denseWindow(target, n);
    return probe(target, { ...target.base, ...windowQuery(ctx, window) });
  }
  return onBlindWindow(ctx, 'orders', probe);
}
