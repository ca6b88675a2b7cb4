// OPEN-POINTS #5 (issue 11 item 5): "A 2xx answer to a request with missing, unknown-key or wrongly
// signed credentials is a MUST failure whenever the same request with valid credentials answers 2xx,
// whether or not the body holds records." Which 4xx is used is INFO. Each of the five listed endpoints
// is asked first with the account's credentials (the control), then with them spoiled.
import { Findings, notEvaluated, unobservable } from '../../../support/outcome.js';
import { protectedRequests, sendProtected } from '../../../support/protected-endpoints.js';
import { isRefusal, judgeRefusal } from '../../../support/refusal.js';
import type { CheckContext, CheckOutcome, RequestOptions } from '../../../types.js';

export interface Spoiling {
  /** How the credentials were spoiled, for messages: `without auth headers`. */
  how: string;
  /** The finding code of a 2xx to the spoiled request: `accepted-without-credentials`. */
  code: string;
  /** The options of each request. */
  options(ctx: CheckContext): RequestOptions;
}

const isSuccess = (status: number): boolean => status >= 200 && status < 300;

export async function rejectionRule(ctx: CheckContext, spoiling: Spoiling): Promise<CheckOutcome> {
  const options = spoiling.options(ctx);
  const { requests, missing } = protectedRequests(ctx);
  const findings = new Findings();
  const statuses: string[] = [];
  const unjudged: string[] = [];
  let evaluated = 0;
  for (const request of requests) {
    const control = await sendProtected(ctx, request, { credentials: 'primary' });
    if (!isSuccess(control.status)) {
      if (isRefusal(control.status)) {
        const refusal = await judgeRefusal(ctx, control, { credentials: 'primary' });
        if (refusal.status === 'failed') findings.addOutcome(refusal);
        else return refusal;
      }
      unjudged.push(`${request.label} (answered ${control.status || 'nothing'} with valid credentials)`);
      continue;
    }
    const exchange = await sendProtected(ctx, request, options);
    evaluated++;
    if (isSuccess(exchange.status)) {
      const body = Array.isArray(exchange.json) ? `${exchange.json.length} record(s)` : exchange.json !== undefined ? 'a JSON body' : 'no JSON body';
      findings.add(
        spoiling.code,
        `${request.label} ${spoiling.how} answered ${exchange.status} (${body}), as it does with valid credentials`,
        exchange.evidence({ expected: 'a non-2xx status', actual: `${exchange.status} with ${body}` }),
      );
    } else {
      statuses.push(`${request.label} → ${exchange.status}`);
    }
  }
  if (findings.count > 0) return findings.outcome();
  if (evaluated === 0) {
    if (requests.length === 0) return notEvaluated('no-data', `no request to an authenticated endpoint could be built (${missing.join(', ')})`);
    return unobservable(`no endpoint answered 2xx with valid credentials, so a refusal ${spoiling.how} shows nothing: ${unjudged.join('; ')}`);
  }
  const notJudged = [...missing, ...unjudged];
  const rest = notJudged.length > 0 ? `; not evaluated: ${notJudged.join(', ')}` : '';
  return findings.outcome(`every endpoint that answers 2xx with valid credentials refused the request ${spoiling.how} (status INFO, OPEN-POINTS #5): ${statuses.join('; ')}${rest}`);
}

/** The name of the signature header among the signed headers, whatever its case. */
export function signatureHeader(headers: Record<string, string>): string | undefined {
  return Object.keys(headers).find((name) => name.toLowerCase() === 'x-signature');
}

/**
 * A value of the same length as `signature` that differs from it in its first character, even for a
 * server that compares case-insensitively (hex): a digit, valid in base64 and hex alike.
 */
export function corrupt(signature: string): string {
  const first = signature[0] === '0' ? '1' : '0';
  return `${first}${signature.slice(1)}`;
}
