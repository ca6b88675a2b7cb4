// A fake CheckContext answering from a table of recorded responses, for per-check tests on canned
// exchanges (as Spectral and Redocly test each rule on small documents): no server, no network, and
// an odd answer's effect on one assertion is seen directly. The signer is a fake one whose headers a
// responder can inspect (a `tamper` option and the clock offset are applied to them).
import { operationOfRequest } from '#support/operations.js';
import type { Instant } from '@tarc/domain';
import type { AccountData, CheckContext, CheckOutcome, Discovery, Exchange, Query, RequestOptions } from '#types';
import { findingsOf } from '#support/outcome.js';

/** What one request looks like to a responder. */
export interface CannedRequest {
  path: string;
  query: Query;
  /** Whose credentials signed it: `primary`, `secondary`, `none`, `crossed` or `custom`. */
  signer: 'primary' | 'secondary' | 'none' | 'crossed' | 'custom';
  /** The headers as sent, after `tamper`. */
  headers: Readonly<Record<string, string>>;
}

export interface CannedAnswer {
  status: number;
  /** A JSON value (serialized), or `body` for a text body. */
  json?: unknown;
  body?: string;
  /** Response headers; default `content-type: application/json`. */
  headers?: Record<string, string>;
}

/** Answers a request, or undefined for the default answer. */
export type Responder = (request: CannedRequest) => CannedAnswer | undefined;

export interface CannedContextOptions {
  respond: Responder;
  /** Answer to a request no responder answers. Default: 404 with a problem body. */
  otherwise?: CannedAnswer;
  discovery?: Partial<Discovery>;
  account?: AccountData;
  secondAccount?: AccountData;
  /** Whether the run's control request is accepted now. Default: yes. */
  credentialsAccepted?: boolean;
  /** A signer that ignores the clock it is given (`nowMs`). */
  signerIgnoresClock?: boolean;
  seed?: number;
  runs?: number;
}

const CANNED_NOW = '2026-11-20T12:00:00.0000000' as Instant;
const NOW_MS = Date.parse('2026-11-20T12:00:00Z');
const KEYS = { primary: 'key-primary', secondary: 'key-secondary' } as const;
/** The signature a server of these tests expects: any other value is forged. */
export const CANNED_SIGNATURE = 'c2lnbmF0dXJlLW9mLXRoZS1hY2NvdW50LTAxMjM0NQ==';

/** The fake signed headers of a request. */
function signedHeaders(signer: CannedRequest['signer'], options: RequestOptions, ignoreClock: boolean): Record<string, string> {
  if (signer === 'none') return { Accept: 'application/json' };
  const stamp = NOW_MS + (ignoreClock ? 0 : (options.clockOffsetMs ?? 0));
  const key = signer === 'secondary' ? KEYS.secondary : signer === 'custom' ? 'key-custom' : KEYS.primary;
  const signature = signer === 'crossed' ? 'Y3Jvc3NlZC1zaWduYXR1cmUtb2YtdGhlLWtleS0wMTI=' : CANNED_SIGNATURE;
  return { Accept: 'application/json', 'X-PCK': key, 'X-Signature': signature, 'X-Stamp': String(stamp), 'X-Nonce': `nonce-${Math.random()}` };
}

function signerOf(options: RequestOptions, hasSecond: boolean): CannedRequest['signer'] {
  const c = options.credentials ?? 'primary';
  if (c === 'secondary' && !hasSecond) throw new Error('second-account credentials are not configured');
  return typeof c === 'object' ? 'custom' : c;
}

const queryString = (query: Query): string =>
  Object.entries(query)
    .flatMap(([k, v]) => (v === undefined ? [] : (Array.isArray(v) ? v : [v]).map((x) => `${encodeURIComponent(k)}=${encodeURIComponent(String(x))}`)))
    .join('&');

export interface CannedContext extends CheckContext {
  /** Every request the check sent, in order. */
  sent: CannedRequest[];
}

export function cannedContext(options: CannedContextOptions): CannedContext {
  const sent: CannedRequest[] = [];
  const exchanges: Exchange[] = [];
  const hasSecond = options.secondAccount !== undefined;
  const otherwise = options.otherwise ?? { status: 404, json: { type: 'about:blank', title: 'Not Found', status: 404, traceId: 't' } };
  const discovery: Discovery = {
    now: CANNED_NOW,
    horizonDays: 365,
    notes: [],
    account: options.account ?? {},
    ...(options.secondAccount ? { secondAccount: options.secondAccount } : {}),
    ...options.discovery,
  };
  const ctx: CannedContext = {
    sent,
    http: {
      async get(path: string, query: Query = {}, requestOptions: RequestOptions = {}): Promise<Exchange> {
        const signer = signerOf(requestOptions, hasSecond);
        let headers = signedHeaders(signer, requestOptions, options.signerIgnoresClock ?? false);
        requestOptions.onSigned?.({ ...headers });
        if (requestOptions.tamper) headers = requestOptions.tamper({ ...headers });
        const request: CannedRequest = { path, query, signer, headers };
        sent.push(request);
        const answer = options.respond(request) ?? otherwise;
        const bodyText = answer.body ?? (answer.json === undefined ? '' : JSON.stringify(answer.json));
        let json: unknown;
        try {
          json = bodyText === '' ? undefined : JSON.parse(bodyText);
        } catch {
          json = undefined;
        }
        const qs = requestOptions.rawQuery ?? queryString(query);
        const url = `http://canned.test${path}${qs ? `?${qs}` : ''}`;
        const exchange: Exchange = {
          url,
          request: requestOptions.rawQuery !== undefined ? { path, rawQuery: requestOptions.rawQuery } : { path, query },
          operation: operationOfRequest(path),
          status: answer.status,
          headers: answer.headers ?? { 'content-type': 'application/json' },
          bodyText,
          json,
          ...(json === undefined ? { jsonError: bodyText === '' ? 'empty body' : 'not JSON' } : {}),
          durationMs: 1,
          evidence: (extra = {}) => ({
            request: { method: 'GET', url, headers: { ...headers, ...(headers['X-Signature'] ? { 'X-Signature': '$TARC_SIGNATURE' } : {}) } },
            curl: `curl '${url}'`,
            response: { status: answer.status, headers: {}, body: extra.body ?? json ?? bodyText },
            ...(extra.expected !== undefined ? { expected: extra.expected } : {}),
            ...(extra.actual !== undefined ? { actual: extra.actual } : {}),
            ...(extra.note !== undefined ? { note: extra.note } : {}),
          }),
        };
        exchanges.push(exchange);
        return exchange;
      },
    },
    async credentialsAccepted() {
      return options.credentialsAccepted ?? true;
    },
    discovery,
    options: {
      seed: options.seed ?? 1,
      runs: options.runs ?? 3,
      horizonDays: 365,
      formatDateTime: (instant) => instant,
      propertyTimeLimitMs: 10_000,
    },
    hasSecondAccount: hasSecond,
    exchanges: () => exchanges,
  };
  return ctx;
}

/** The outcome's finding codes, sorted and without repeats, for table assertions. */
export function codesOf(outcome: CheckOutcome): string[] {
  return [...new Set(findingsOf(outcome).map((f) => f.code))].sort();
}

/** Whether the request carries the account's own, unspoiled credentials (what a strict server accepts). */
export function signedAsAccount(request: CannedRequest): boolean {
  const h = request.headers;
  const stale = Math.abs(Number(h['X-Stamp']) - NOW_MS) > 60_000;
  return (
    (request.signer === 'primary' || request.signer === 'secondary') &&
    h['X-Signature'] === CANNED_SIGNATURE &&
    !stale &&
    ['X-PCK', 'X-Stamp', 'X-Nonce'].every((name) => typeof h[name] === 'string' && h[name] !== '')
  );
}
