// Forgeries that change one input of an accepted request at a time (issue 42), each on one of the
// sampled endpoints (one request each, the run's budget): the forged request is sent only where the
// control, as the spec spells it with the account's credentials, answered account data.
import { sendAll } from '#support/in-order.js';
import { Findings, noData, notApplicable, unobservable } from '#support/outcome.js';
import { isSuccess, sendProtected } from '#support/protected-endpoints.js';
import type { CheckContext, CheckOutcome, CodeMeanings, Exchange, RequestOptions } from '#types';
import { controlled, sampledRequests, type Controlled } from './equivalent-forms.js';

export interface Change<Code extends string> {
  code: Code;
  /** For messages: `sent again with only its X-Nonce changed (the old signature)`. */
  how: string;
  /** Needs the accepted request sent just now (its stamp in the window), not the run's recorded one. */
  freshControl?: boolean;
  /** Why it cannot be sent in this run (a custom signer, no second account), or undefined. */
  skipped?(ctx: CheckContext): string | undefined;
  /** The forged request's options from the control's signed headers; undefined when they hold nothing to change. */
  options(signed: Readonly<Record<string, string>>): RequestOptions | undefined;
  /** Whether the request went out as intended (judged on the headers sent). Default: yes. */
  sentAsIntended?(sent: Readonly<Record<string, string>>): boolean;
}

/** A custom `--signer`: what its signature covers is not known, so a change of one input proves nothing. */
export function customScheme(ctx: CheckContext): string | undefined {
  return ctx.options.signerScheme === 'default' ? undefined : 'a custom --signer (what its signature covers, and how it stamps, is not known to tarc)';
}

interface Sent {
  exchange?: Exchange;
  unbuilt?: string;
}

export async function changedInputRule<Codes extends CodeMeanings>(
  ctx: CheckContext,
  codes: Codes,
  changes: readonly Change<keyof Codes & string>[],
): Promise<CheckOutcome> {
  const { sample, missing } = sampledRequests(ctx);
  if (sample.length === 0) return noData(`no protected request could be built (${missing.join(', ')})`);
  const skipped = changes.map((c) => c.skipped?.(ctx));
  if (skipped.every((s) => s !== undefined)) return notApplicable(`skipped: ${changes.map((c, i) => `${c.how}: ${skipped[i]}`).join('; ')}`);
  const { ready, unjudged, refusal } = await controlled(ctx, sample);
  if (refusal) return refusal;
  if (ready.length === 0) return unobservable(`no sampled endpoint answered account data with valid credentials: ${unjudged.join('; ')}`);
  // One endpoint each, in turn: the changes share the sample between them.
  const plan = changes.map((change, i) => ({ change, request: ready[i % ready.length]!, skip: skipped[i] }));
  const sent = await sendAll(plan, async ({ change, request, skip }): Promise<Sent> => {
    if (skip !== undefined) return { unbuilt: skip };
    const signed = change.freshControl ? await freshSigned(ctx, request) : request.signed;
    if (signed === undefined) return { unbuilt: 'the accepted request, sent again just now, was not accepted' };
    const options = change.options(signed);
    if (options === undefined) return { unbuilt: 'the signed headers hold nothing to change' };
    return { exchange: await sendProtected(ctx, request, options) };
  });
  const findings = new Findings(codes);
  const refused: string[] = [];
  const notSent: string[] = [];
  for (const [i, { change, request }] of plan.entries()) {
    const { exchange, unbuilt } = sent[i]!;
    if (exchange === undefined || (change.sentAsIntended && !change.sentAsIntended(exchange.evidence().request.headers))) {
      notSent.push(`${change.how} (${unbuilt ?? 'the signer did not send it so'})`);
      continue;
    }
    if (isSuccess(exchange.status)) {
      findings.add(
        change.code,
        `${request.label} ${change.how} answered ${exchange.status}, as it does with valid credentials`,
        exchange.evidence({ expected: 'a non-2xx status', actual: String(exchange.status) }),
      );
    } else refused.push(`${request.label} ${change.how} → ${exchange.status}`);
  }
  if (findings.count > 0) return findings.outcome();
  if (refused.length === 0) return notApplicable(`nothing could be sent: ${notSent.join('; ')}`);
  const also = notSent.length > 0 ? `; skipped: ${notSent.join('; ')}` : '';
  return findings.outcome(`refused (status INFO, OPEN-POINTS #5): ${refused.join('; ')}${also}`);
}

/** The signed headers of `request` sent again now with the account's credentials, when accepted. */
async function freshSigned(ctx: CheckContext, request: Controlled): Promise<Readonly<Record<string, string>> | undefined> {
  let signed: Readonly<Record<string, string>> = {};
  const control = await sendProtected(ctx, request, { credentials: 'primary', fresh: true, onSigned: (headers) => (signed = headers) });
  return isSuccess(control.status) ? signed : undefined;
}
