// OPEN-POINTS #5 (issue 11 item 5): "A 2xx answer to a request with missing, unknown-key or wrongly
// signed credentials is a MUST failure whenever the same request with valid credentials answers 2xx,
// whether or not the body holds records." Which 4xx is used is INFO. Each of the five listed endpoints
// is asked first with the account's credentials (the control), then with them spoiled.
import type { CheckContext, CheckOutcome, RequestOptions } from '#types';
import { forgeryRule } from './forgery.js';

export interface Spoiling {
  /** How the credentials were spoiled, for messages: `without auth headers`. */
  how: string;
  /** The finding code of a 2xx to the spoiled request: `accepted-without-credentials`. */
  code: string;
  /** The options of each request. */
  options(ctx: CheckContext): RequestOptions;
}

/** One spoiling of the credentials, sent where the control request gets a 2xx (see `forgeryRule`). */
export function rejectionRule(ctx: CheckContext, spoiling: Spoiling): Promise<CheckOutcome> {
  return forgeryRule(ctx, [{ how: spoiling.how, code: spoiling.code, options: () => spoiling.options(ctx) }]);
}

/** The name of the signature header among the signed headers, whatever its case. */
export function signatureHeader(headers: Record<string, string>): string | undefined {
  return Object.keys(headers).find((name) => name.toLowerCase() === 'x-signature');
}
