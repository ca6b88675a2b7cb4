// The trades a check probes: those of the (up to three) pairs with the most discovered trades.
import { noDataReason, tradesTarget } from '../../../support/list-target.js';
import type { ListTarget } from '../../../support/list-target.js';
import { skipped } from '../../../support/outcome.js';
import type { CheckContext, CheckOutcome } from '../../../types.js';

export const LIST_SECTION = 'Endpoints > GET /v1/trades';
export const LIST_ENDPOINT = 'GET /v1/trades';

export async function onTrades(
  ctx: CheckContext,
  probe: (target: ListTarget) => Promise<CheckOutcome>,
): Promise<CheckOutcome> {
  const target = tradesTarget(ctx);
  if (!target) return skipped(noDataReason(ctx, 'trades'));
  return probe(target);
}
