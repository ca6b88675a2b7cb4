// The orders a check probes: the pair with the most discovered orders, or a skip saying why not.
import { noDataReason, ordersTargets } from '../../../support/list-target.js';
import type { ListTarget } from '../../../support/list-target.js';
import { skipped } from '../../../support/outcome.js';
import type { CheckContext, CheckOutcome } from '../../../types.js';

export const LIST_SECTION = 'Endpoints > GET /v1/orders';
export const LIST_ENDPOINT = 'GET /v1/orders';

/** Runs `probe` on the busiest pair's orders, or skips when discovery found none. */
export async function onBusiestPair(
  ctx: CheckContext,
  probe: (target: ListTarget) => Promise<CheckOutcome>,
): Promise<CheckOutcome> {
  const [target] = ordersTargets(ctx);
  if (!target) return skipped(noDataReason(ctx, 'orders'));
  return probe(target);
}

/** A pair symbol discovery found, for requests that need any valid pair; undefined when none. */
export function anyPair(ctx: CheckContext): string | undefined {
  const [target] = ordersTargets(ctx);
  if (target) return String(target.base.pairSymbol);
  return ctx.discovery.brokerPairs?.find((p) => typeof p.symbol === 'string' && p.symbol !== '')?.symbol;
}
