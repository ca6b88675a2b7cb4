// OPEN-POINTS #5: "A request without valid credentials must not get account data (2xx). Which 4xx
// is used is INFO." Each of the five listed endpoints is asked as the account would ask it, but
// with the credentials spoiled; any non-2xx passes, a 2xx with records fails.
import { Findings, skipped } from '../../../support/outcome.js';
import { carriesData, isSuccess, protectedRequests, sendProtected } from '../../../support/protected-endpoints.js';
import type { CheckContext, CheckOutcome, RequestOptions } from '../../../types.js';

export interface Spoiling {
  /** How the credentials were spoiled, for messages: `without auth headers`. */
  how: string;
  /** The options of each request. */
  options(ctx: CheckContext): RequestOptions;
}

export async function rejectionRule(ctx: CheckContext, spoiling: Spoiling): Promise<CheckOutcome> {
  const options = spoiling.options(ctx);
  const { requests, missing } = protectedRequests(ctx);
  const findings = new Findings();
  const statuses: string[] = [];
  let refused = 0;
  for (const request of requests) {
    const exchange = await sendProtected(ctx, request, options);
    if (!isSuccess(exchange.status)) {
      refused++;
      statuses.push(`${request.label} → ${exchange.status}`);
    } else if (carriesData(exchange)) {
      const count = Array.isArray(exchange.json) ? `${exchange.json.length} record(s)` : 'a record';
      findings.add(
        `${request.label} ${spoiling.how} answered ${exchange.status} with ${count}`,
        exchange.evidence({ expected: 'a non-2xx status and no account data', actual: `${exchange.status} with ${count}` }),
      );
    } else {
      statuses.push(`${request.label} → ${exchange.status} without records`);
    }
  }
  if (findings.count === 0 && refused === 0) {
    // Nothing refused and nothing leaked: an account without data cannot show either.
    return skipped(`no request ${spoiling.how} was refused and none returned records (${statuses.join('; ')}); the account seems to hold no data these endpoints could leak`);
  }
  const notProbed = missing.length > 0 ? `; not probed: ${missing.join(', ')}` : '';
  return findings.outcome(`no account data ${spoiling.how} (status INFO, OPEN-POINTS #5): ${statuses.join('; ')}${notProbed}`);
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
