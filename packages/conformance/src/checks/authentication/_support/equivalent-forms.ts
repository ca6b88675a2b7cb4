// Equivalent forms of the protected requests (issue 42): the same resource asked by another spelling of
// its path, another method, or another form of a header. A server whose router and authentication
// read a request differently serves a form without credentials. The forms are asked of a sample of
// the protected endpoints (one list, one single lookup, the wallets: the run's budget of requests),
// each once; its control is the run's recorded answer to the request as the spec spells it.
import { carriesData, isSuccess, observedProtectedRequests, protectedRequests, sendProtected, type ProtectedRequest } from '#support/protected-endpoints.js';
import { noData, unobservable } from '#support/outcome.js';
import { isRefusal, judgeRefusal } from '#support/refusal.js';
import type { CheckContext, CheckOutcome, Exchange } from '#types';

type SampleKind = 'list' | 'lookup' | 'wallets' | 'observed';

export interface Sampled extends ProtectedRequest {
  kind: SampleKind;
}

/**
 * The sample, and the first endpoint of the six whose protection is "not shown" that the server is
 * seen to protect (OPEN-POINTS #6: it refuses a request without credentials), when there is one.
 */
async function sampledWithObserved(ctx: CheckContext): Promise<{ sample: Sampled[]; missing: string[] }> {
  const { sample, missing } = sampledRequests(ctx);
  const [observed] = await observedProtectedRequests(ctx);
  return { sample: observed ? [...sample, { ...observed, kind: 'observed' }] : sample, missing };
}

/** One list (orders, else trades), one single lookup (an order, else a trade) and the wallets. */
export function sampledRequests(ctx: CheckContext): { sample: Sampled[]; missing: string[] } {
  const { requests, missing } = protectedRequests(ctx);
  const list = requests.find((r) => r.label === 'GET /v1/orders' || r.label === 'GET /v1/trades');
  const lookup = requests.find((r) => r.label.endsWith('/{id}'));
  const wallets = requests.find((r) => r.label === 'GET /v1/account-wallets');
  const sample: Sampled[] = [];
  if (list) sample.push({ ...list, kind: 'list' });
  if (lookup) sample.push({ ...lookup, kind: 'lookup' });
  if (wallets) sample.push({ ...wallets, kind: 'wallets' });
  return { sample, missing: missing.filter((m) => !lookup || !m.includes('{id}')) };
}

/** A sampled request whose control (the account's credentials, the spec's spelling) got a 2xx with account data. */
export interface Controlled extends Sampled {
  control: Exchange;
  /** The control's signed headers (secrets among them: never show them). */
  signed: Readonly<Record<string, string>>;
}

/**
 * The sample's controls, read from the run's recorded answers where another check asked them: those
 * that got account data, what could not be judged, and a refusal outcome when the credentials are refused now.
 */
export async function controlled(ctx: CheckContext, sample: readonly Sampled[]): Promise<{ ready: Controlled[]; unjudged: string[]; refusal?: CheckOutcome }> {
  const ready: Controlled[] = [];
  const unjudged: string[] = [];
  const answers = await Promise.all(
    sample.map(async (request) => {
      let signed: Readonly<Record<string, string>> = {};
      const control = await sendProtected(ctx, request, { credentials: 'primary', onSigned: (headers) => (signed = headers) });
      return { request, control, signed };
    }),
  );
  for (const { request, control, signed } of answers) {
    if (isSuccess(control.status) && carriesData(control)) {
      ready.push({ ...request, control, signed });
      continue;
    }
    if (isRefusal(control.status)) {
      const refusal = await judgeRefusal(ctx, control, { credentials: 'primary' });
      return { ready: [], unjudged, refusal };
    }
    unjudged.push(`${request.label} (answered ${control.status || 'nothing'}${isSuccess(control.status) ? ' without records' : ''} with valid credentials)`);
  }
  return { ready, unjudged };
}

/**
 * What both equivalent-forms checks start from: the sample with its controls that got account data,
 * or the outcome when there is none (no protected request, the credentials refused, no control with data).
 */
export async function readySample(ctx: CheckContext): Promise<{ outcome: CheckOutcome } | { ready: Controlled[]; skipped: string[] }> {
  const { sample, missing } = await sampledWithObserved(ctx);
  if (sample.length === 0) return { outcome: noData(`no protected request could be built (${missing.join(', ')})`) };
  const { ready, unjudged, refusal } = await controlled(ctx, sample);
  if (refusal) return { outcome: refusal };
  if (ready.length === 0) return { outcome: unobservable(`no sampled endpoint answered account data with valid credentials: ${unjudged.join('; ')}`) };
  return { ready, skipped: [...missing, ...unjudged] };
}

/**
 * A form answered as the protected handler answers: a 2xx whose body is JSON of the control's kind (a
 * list, even empty, or a record). OPEN-POINTS #5 as the project reads it (`rejection.ts`): a 2xx where
 * valid credentials get one fails whether or not it holds records (a handler reached without
 * credentials may find no account to filter by). A 2xx of another kind (a catch-all HTML page) is
 * not the handler's: reported only.
 */
export function servedAsHandler(exchange: Exchange, control: Exchange): boolean {
  const { json } = exchange;
  if (!isSuccess(exchange.status) || json === null || typeof json !== 'object') return false;
  return Array.isArray(json) === Array.isArray(control.json);
}

/** The body of a 2xx, in a few words. */
export function bodyWords(exchange: Exchange): string {
  const { json } = exchange;
  if (Array.isArray(json)) return json.length === 0 ? 'an empty list' : `${json.length} record(s)`;
  if (json !== null && typeof json === 'object') return 'a record';
  return exchange.bodyText === '' ? 'no body' : 'a body that is not JSON';
}

/** How a form was answered, in a few words: refused, not routed, or served. */
export function answered(exchange: Exchange): string {
  const { status } = exchange;
  if (isRefusal(status)) return `${status} (refused)`;
  if (status === 404) return '404 (not routed)';
  if (status === 405) return '405 (method not allowed)';
  if (isSuccess(status)) return `${status} (${bodyWords(exchange)})`;
  return String(status);
}

/** A HEAD answered as its GET would be: a 2xx with the JSON media type (the body left out). */
export function headServed(exchange: Exchange): boolean {
  const type = exchange.headers['content-type'] ?? '';
  return isSuccess(exchange.status) && /json/i.test(type);
}

/** `c` percent-encoded, in upper or lower hex. */
export function percent(c: string, lower: boolean): string {
  const hex = c.charCodeAt(0).toString(16).padStart(2, '0');
  return `%${lower ? hex.toLowerCase() : hex.toUpperCase()}`;
}

/** An unreserved character (RFC 3986 2.3). */
export const isUnreserved = (c: string | undefined): c is string => c !== undefined && /^[A-Za-z0-9._~-]$/.test(c);
