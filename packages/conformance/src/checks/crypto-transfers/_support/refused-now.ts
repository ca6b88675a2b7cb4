// Probes sent with ctx.http.get directly (malformed or out-of-range input): a 401/403 is a reason
// not to evaluate only when the run's control request is refused too; otherwise it is the server's
// 4xx answer to the probe (which 4xx is INFO, OPEN-POINTS #7).
import { notEvaluated } from '#support/outcome.js';
import { isRefusal } from '#support/refusal.js';
import type { CheckContext, CheckOutcome, Exchange } from '#types';

export async function refusedNow(ctx: CheckContext, exchange: Exchange): Promise<CheckOutcome | undefined> {
  if (!isRefusal(exchange.status) || (await ctx.credentialsAccepted('primary'))) return undefined;
  return notEvaluated(
    'refused',
    `${exchange.url} was refused with ${exchange.status}, and so was the run's control request: the credentials are not accepted now`,
  );
}
