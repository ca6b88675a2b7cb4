// "No skip on an unconfirmed refusal": a 401/403 to a signed request is a reason not to evaluate only
// when the run's control request is refused too; when the control is accepted, the credentials are
// valid and the 401/403 is the server's answer to this request, to be judged like any other.
import type { CheckContext, CheckOutcome, Exchange, RequestOptions } from '#types';
import { failed, notEvaluated } from './outcome.js';

export const isRefusal = (status: number): boolean => status === 401 || status === 403;

/** Which configured credentials signed a request, or undefined when it carried none of the run's. */
export function signedBy(options?: RequestOptions): 'primary' | 'secondary' | undefined {
  const c = options?.credentials ?? 'primary';
  if (c === 'primary' || c === 'secondary') return options?.tamper ? undefined : c;
  return undefined;
}

/**
 * The outcome of a signed request answered 401/403: not evaluated (`refused`) when the control
 * request shows the credentials refused now, else a failure `refused-valid-credentials`.
 */
export async function judgeRefusal(ctx: CheckContext, exchange: Exchange, options?: RequestOptions): Promise<CheckOutcome> {
  const who = signedBy(options) ?? 'primary';
  if (!(await ctx.credentialsAccepted(who))) {
    return notEvaluated(
      'refused',
      `${exchange.url} was refused with ${exchange.status}, and so was the run's control request: the ${who} credentials are not accepted now`,
    );
  }
  return failed('refused-valid-credentials', `${exchange.url} answered ${exchange.status} although the same credentials are accepted by the control request`, [
    exchange.evidence({ expected: 'the answer the spec states (the credentials are valid)', actual: String(exchange.status) }),
  ]);
}
