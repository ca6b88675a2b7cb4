// Forged credentials, endpoint by endpoint (issue 12): each of the five listed endpoints, and each other
// endpoint seen to refuse a request without credentials (OPEN-POINTS #6), is asked once
// with the account's credentials (the control, whose signed headers are kept), then once per forgery.
// The controls are the run's recorded answers where another check asked them already (one question,
// one request), except for a replay, which repeats a request sent just now.
// A 2xx to a forgery where the control got a 2xx is a finding (OPEN-POINTS #5: MUST for forged
// credentials; the replay and stamp forgeries are SHOULD-level observations, by the check's requirement).
import { Findings, notEvaluated, unobservable } from '#support/outcome.js';
import { inOrder, sendAll } from '#support/in-order.js';
import { observedProtectedRequests, protectedRequests, sendProtected, type ProtectedRequest } from '#support/protected-endpoints.js';
import { isRefusal, judgeRefusal } from '#support/refusal.js';
import type { CheckContext, CheckOutcome, Exchange, RequestOptions } from '#types';

export interface Forgery {
  /** For messages: `without X-Nonce`. */
  how: string;
  /** The finding code of a 2xx to the forged request: `accepted-without-x-nonce`. */
  code: string;
  /**
   * The options of the forged request, given the control's signed headers; undefined when the
   * forgery cannot be built from them (e.g. no X-Signature to spoil).
   */
  options(control: Readonly<Record<string, string>>): RequestOptions | undefined;
  /**
   * Whether the request went out forged as intended, judged on its sent headers and the control's
   * (e.g. a signer that ignores the clock it is given cannot send a stale stamp). Default: yes.
   */
  sentAsIntended?(sent: Readonly<Record<string, string>>, control: Readonly<Record<string, string>>): boolean;
  /**
   * Sends the forged request itself (the answer another check's identical forgery already got, when
   * it asked first), instead of `options`; undefined when it cannot be built from the control's
   * signed headers.
   */
  ask?(ctx: CheckContext, request: ProtectedRequest, control: Readonly<Record<string, string>>): Promise<Exchange | undefined>;
  /** The control must be sent afresh for this forgery (a replay of its exact headers), not read from the run's recorded answers. */
  freshControl?: boolean;
  /**
   * Whether to send this forgery to the `index`th of `count` requests (default: to every one): a
   * check whose forgeries share the endpoints between them, to spend fewer requests.
   */
  appliesTo?(index: number, count: number): boolean;
}

const isSuccess = (status: number): boolean => status >= 200 && status < 300;

export async function forgeryRule(ctx: CheckContext, forgeries: readonly Forgery[]): Promise<CheckOutcome> {
  const listed = protectedRequests(ctx);
  const requests = [...listed.requests, ...(await observedProtectedRequests(ctx))];
  const missing = listed.missing;
  const findings = new Findings();
  const refused: string[] = [];
  const unjudged: string[] = [];
  const unbuilt = new Set<string>();
  let evaluated = 0;
  // Send first, judge in order: every endpoint's control at once (the run's recorded answer when
  // another check asked it already), then each endpoint's forgeries together once its control is in.
  const applies = (forgery: Forgery, request: ProtectedRequest) => forgery.appliesTo?.(requests.indexOf(request), requests.length) ?? true;
  const send = async (request: ProtectedRequest) => {
    let signed: Readonly<Record<string, string>> = {};
    const control = await sendProtected(ctx, request, {
      credentials: 'primary',
      onSigned: (headers) => (signed = headers),
      // A replay must repeat a request sent just now, not one recorded earlier in the run.
      ...(forgeries.some((f) => f.freshControl) ? { fresh: true } : {}),
    });
    const forged = isSuccess(control.status)
      ? await sendAll(forgeries, async (forgery) => {
          if (!applies(forgery, request)) return undefined;
          if (forgery.ask) return forgery.ask(ctx, request, signed);
          const options = forgery.options(signed);
          return options === undefined ? undefined : sendProtected(ctx, request, options);
        })
      : [];
    return { control, signed, forged };
  };
  for await (const [request, { control, signed, forged }] of inOrder(requests, send)) {
    if (!isSuccess(control.status)) {
      if (isRefusal(control.status)) {
        const refusal = await judgeRefusal(ctx, control, { credentials: 'primary' });
        if (refusal.status === 'failed') findings.addOutcome(refusal);
        else return refusal;
      }
      unjudged.push(`${request.label} (answered ${control.status || 'nothing'} with valid credentials)`);
      continue;
    }
    for (const [i, forgery] of forgeries.entries()) {
      if (!applies(forgery, request)) continue;
      const exchange = forged[i];
      if (exchange === undefined) {
        unbuilt.add(forgery.how);
        continue;
      }
      if (forgery.sentAsIntended && !forgery.sentAsIntended(exchange.evidence().request.headers, signed)) {
        unbuilt.add(forgery.how);
        continue;
      }
      evaluated++;
      if (isSuccess(exchange.status)) {
        const body = Array.isArray(exchange.json) ? `${exchange.json.length} record(s)` : exchange.json !== undefined ? 'a JSON body' : 'no JSON body';
        findings.add(
          forgery.code,
          `${request.label} ${forgery.how} answered ${exchange.status} (${body}), as it does with valid credentials`,
          exchange.evidence({ expected: 'a non-2xx status', actual: `${exchange.status} with ${body}` }),
        );
      } else {
        refused.push(`${request.label} ${forgery.how} → ${exchange.status}`);
      }
    }
  }
  if (findings.count > 0) return findings.outcome();
  if (evaluated === 0) {
    if (requests.length === 0) return notEvaluated('no-data', `no request to an authenticated endpoint could be built (${missing.join(', ')})`);
    if (unbuilt.size > 0)
      return notEvaluated(
        'not-configured',
        `the signed requests carry nothing to forge ${[...unbuilt].join(', ')} from (no credentials configured, or a signer without these headers)`,
      );
    return unobservable(`no endpoint answered 2xx with valid credentials, so a refusal shows nothing: ${unjudged.join('; ')}`);
  }
  const notJudged = [...missing, ...unjudged, ...[...unbuilt].map((how) => `requests ${how} (not buildable from the signed headers)`)];
  if (notJudged.length > 0) {
    return unobservable(`refused (status INFO, OPEN-POINTS #5): ${refused.join('; ')}; not evaluated: ${notJudged.join(', ')}`);
  }
  return findings.outcome(`every forged request was refused where valid credentials get a 2xx (status INFO, OPEN-POINTS #5): ${refused.join('; ')}`);
}

/** The name under which `headers` holds `wanted` (any case), if it does. */
export function headerName(headers: Readonly<Record<string, string>>, wanted: string): string | undefined {
  return Object.keys(headers).find((name) => name.toLowerCase() === wanted.toLowerCase());
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const HEX = /^[0-9a-fA-F]+$/;

/**
 * `signature` with the character at `index` replaced by another of its alphabet that changes the
 * decoded bytes: in hex another digit; in base64 the character 32 places on (its top bit flipped, so
 * even the last character before `=` padding, whose low bits are padding, decodes differently).
 */
export function spoilAt(signature: string, index: number): string {
  const c = signature[index]!;
  let replacement: string;
  if (HEX.test(signature)) replacement = ((parseInt(c, 16) + 8) % 16).toString(16);
  else {
    const i = BASE64.indexOf(c);
    replacement = i < 0 ? (c === 'A' ? 'B' : 'A') : BASE64[(i + 32) % 64]!;
  }
  return `${signature.slice(0, index)}${replacement}${signature.slice(index + 1)}`;
}

/**
 * `signature` with four more characters of data: before any `=` padding, so that a server decoding
 * base64 leniently (characters after the padding ignored) still sees more bytes; hex grows by two bytes.
 */
export function extend(signature: string): string {
  const data = signature.replace(/=+$/, '');
  return `${data}${HEX.test(signature) ? 'aaaa' : 'AAAA'}${signature.slice(data.length)}`;
}

/** The index of the last character of `signature` that is not `=` padding. */
export function lastDataIndex(signature: string): number {
  return signature.replace(/=+$/, '').length - 1;
}
