// Window-only probes when discovery found no records: on the first broker pairs over the last 90
// days. A 400 to that window is no failure: the DATETIME input format is "not shown" (OPEN-POINTS #2);
// nor is a 401 or 403 (credentials not accepted: the authentication checks' business).
import type { CheckContext, CheckOutcome, Query } from '#types';
import { blindTarget, noDataReason, windowQuery } from '../list-target.js';
import type { ListTarget } from '../list-target.js';
import { judgeRefusal } from '../refusal.js';
import { noData } from '../outcome.js';

export async function onBlindWindow(
  ctx: CheckContext,
  endpoint: 'orders' | 'trades',
  probe: (target: ListTarget, query: Query) => Promise<CheckOutcome>,
): Promise<CheckOutcome> {
  const blind = blindTarget(ctx, endpoint);
  if (!blind) return noData(noDataReason(ctx, endpoint));
  const query = { ...blind.target.base, ...windowQuery(ctx, blind.window) };
  const first = await ctx.http.get(blind.target.path, { ...query, pageSize: 1 });
  if (first.status === 400) {
    return noData(
      `${noDataReason(ctx, endpoint)}, and a window of the last 90 days was refused with 400 (the accepted DATETIME format is not shown, OPEN-POINTS #2)`,
    );
  }
  if (first.status === 401 || first.status === 403) return judgeRefusal(ctx, first);
  return probe(blind.target, query);
}
