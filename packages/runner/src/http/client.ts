// The run's HTTP client (undici): signs, limits, times out, caps bodies, records every exchange, and
// never lets a secret into what it shows.
import type { IncomingHttpHeaders } from 'node:http';
import { TransportError } from '@tarc/conformance';
import type { Credentials, Evidence, Exchange, ExchangeRequest, HttpClient, Query, RequestOptions } from '@tarc/conformance';
import { readBody } from './body-bytes.js';
import { longStrings, type LongStrings } from './long-strings.js';
import { createBodyWatch, TimedOut, type BodyWatch, type Watched } from './body-watch.js';
import { collectionPacing, type CollectionPacing } from './collection-pacing.js';
import { trimText } from './evidence.js';
import { detached } from './untrusted-json.js';
import { RecordedExchange, logCost, loggedBody, requestEvidence, type LoggedBody, type Sent, type SentExchange } from './exchange.js';
import { DEFAULT_JSON_LIMITS, parseBounded, type JsonLimits } from './json-depth.js';
import { createLimiter } from './limiter.js';
import { createThrottling, type ThrottlingSummary } from './throttling.js';
import { encodeQuery, wireSafe } from './query.js';
import { scrubValue, type SecretSet } from './redact.js';
import { defaultSigner, type Signer } from './signer.js';
import { createSigning } from './signing.js';
import { createDispatcher, credentialValues } from './gateway.js';
import { formOf, wireHeaders, withLines } from './forms.js';
import type { ProxySettings } from '../types.js';

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_BODY_BYTES = 8 * 1024 * 1024;
export const DEFAULT_CONCURRENCY = 4;
/**
 * The run log keeps parsed bodies whole up to this many JSON values in all (~100 bytes each); past
 * it, a large body is kept as an excerpt, so its memory stays bounded however many requests a run makes.
 */
const LOG_VALUE_BUDGET = 1_000_000;
/**
 * An exchange keeps the text of a body up to this many characters; past it, an excerpt (its parsed
 * form is whole). Checks hold several exchanges each, eight checks at a time: 8 MiB bodies kept
 * whole were 150 MiB alive at once.
 */
const MAX_KEPT_TEXT = 1024 * 1024;
/**
 * Longer URLs are not sent (servers refuse request lines past 8–16 KiB with 414 or 431); they come
 * only from values a server sent (a pair symbol of megabytes), and fail as a transport error.
 */
export const MAX_URL_LENGTH = 16 * 1024;
/** At most this many limit notes are kept (the rest are counted). */
const MAX_LIMIT_NOTES = 20;

export interface HttpClientOptions {
  baseUrl: string;
  credentials?: Credentials;
  secondCredentials?: Credentials;
  signer?: Signer;
  timeoutMs?: number;
  maxBodyBytes?: number;
  concurrency?: number;
  /** Requests per second for the whole run; unlimited when absent. */
  rate?: number;
  /** JSON values the run log keeps parsed whole (default 1,000,000); past it, large bodies as excerpts. */
  logValueBudget?: number;
  /** The same budget in body characters (the run's memory budget gives it half: memory-budget.ts); `logValueBudget` wins. */
  logBudgetChars?: number;
  /** Bounds of a parsed body (depth, list items, values); see json-depth.ts. */
  jsonLimits?: JsonLimits;
  /** Sent on every request (a gateway's headers); credential-like values are hidden like the secret. */
  headers?: Readonly<Record<string, string>>;
  /** An HTTP(S) proxy (undici's EnvHttpProxyAgent). */
  proxy?: ProxySettings;
  /** Told when a throttling server made the run slow down (for progress). */
  onThrottle?: (message: string) => void;
  /** Told of every request sent, answered or not, as its evidence (secrets hidden): `tarc run --log-requests`. */
  onExchange?: (exchange: SentExchange) => void;
  /**
   * Told of every answer read (never of a recorded one), with the headers it was sent with (secrets
   * included: never show them): the run's one judge of every exchange (engine/exchange-judge.ts).
   */
  onAnswered?: (exchange: Exchange, requestHeaders: Readonly<Record<string, string>>, sender: string | undefined) => void;
}

/** A request's options as the run's parts send it: which part of the run sent it (see `sentBy`). */
export interface SendOptions extends RequestOptions {
  sender?: string;
}

export interface RunHttpClient extends HttpClient {
  get(path: string, query?: Query, options?: SendOptions): Promise<Exchange>;
  exchanges(): readonly Exchange[];
  requestCount(): number;
  /** Where a response passed a bound of the client (too deep, too many values, a list cut): for the report's notes. */
  limitNotes(): string[];
  /** How the server throttled the run (429, 503 with Retry-After); undefined when it never did. */
  throttling(): ThrottlingSummary | undefined;
  /** A copy of `value` with every API secret and every signature sent replaced. */
  scrub<T>(value: T): T;
  /** Every API secret and every signature sent, in every encoding: the report writers' last pass. */
  readonly secrets: SecretSet;
  close(): Promise<void>;
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

function flatHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

class BodyTooLarge extends Error {}

/** Drops a body we will not read; the abort it causes is expected, not an error to surface. */
function discard(body: NodeJS.ReadableStream & { destroy(): void }): void {
  body.on('error', () => undefined);
  body.destroy();
}

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

function describe(error: unknown, timeoutMs: number, maxBodyBytes: number): string {
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  if (error instanceof TimedOut || (typeof code === 'string' && TIMEOUT_CODES.has(code))) return `no complete response within ${timeoutMs} ms`;
  if (code === 'UND_ERR_RES_EXCEEDED_MAX_SIZE') return `body larger than ${maxBodyBytes} bytes`;
  if (error instanceof BodyTooLarge) return error.message;
  if (error instanceof Error) {
    const cause = (error as { cause?: unknown }).cause;
    const causeText = cause instanceof Error && cause.message !== error.message ? ` (${cause.message})` : '';
    return `${typeof code === 'string' ? `${code}: ` : ''}${error.message}${causeText}`;
  }
  return String(error);
}

/** The body as JSON within the bounds (json-depth.ts); a bound passed is noted. */
function parseBody(
  bodyText: string,
  jsonLimits: JsonLimits,
  noteLimit: (what: string) => void,
): { json: unknown; jsonError: string | undefined; values: number } {
  if (bodyText.length === 0) return { json: undefined, jsonError: 'empty body', values: 0 };
  const parsed = parseBounded(bodyText, jsonLimits);
  if (parsed.ok) {
    if (parsed.cut) noteLimit(parsed.cut);
    return { json: parsed.json, jsonError: undefined, values: parsed.values };
  }
  if (parsed.limit) noteLimit(`${parsed.limit} (judged as a body that is not JSON)`);
  return { json: undefined, jsonError: parsed.error, values: 0 };
}

interface Exchanging {
  agent: ReturnType<typeof createDispatcher>;
  origin: string;
  timeoutMs: number;
  maxBodyBytes: number;
  jsonLimits: JsonLimits;
  watch: BodyWatch;
  /** Long strings held once however many answers repeat them. */
  longStrings: LongStrings;
  /** Collects the garbage of large bodies as it is made. */
  pacing: CollectionPacing;
  noteLimit(url: string, what: string): void;
  /** Keeps the exchange in the run log (`values` parsed JSON values, `length` body characters). */
  record(exchange: RecordedExchange, values: number, length: number): void;
  onExchange: HttpClientOptions['onExchange'];
  onAnswered: HttpClientOptions['onAnswered'];
}

/** One signed request sent and its whole answer read, or a TransportError with its evidence. */
function exchanger(deps: Exchanging): (sent: Sent, target: string) => Promise<Exchange> {
  return async (sent, target) => {
    const started = performance.now();
    const startedAt = deps.onExchange ? new Date().toISOString() : '';
    const tell = (evidence: () => Evidence, body?: () => LoggedBody) =>
      deps.onExchange?.({
        startedAt,
        durationMs: Math.round(performance.now() - started),
        evidence: evidence(),
        ...(body ? { body: body() } : {}),
        ...(sent.sender !== undefined ? { sender: sent.sender } : {}),
      });
    // No AbortController nor timer per request: undici's headersTimeout bounds the wait for the
    // headers, and one sweep per client bounds the whole exchange (body-watch.ts).
    let body: Watched | undefined;
    try {
      const response = await deps.agent.request({ origin: deps.origin, path: target, method: sent.method ?? 'GET', headers: wireHeaders(sent) });
      body = response.body;
      const responseHeaders = flatHeaders(response.headers);
      const declared = Number(responseHeaders['content-length']);
      if (declared > deps.maxBodyBytes) {
        discard(response.body);
        throw new BodyTooLarge(`body larger than ${deps.maxBodyBytes} bytes (content-length ${declared})`);
      }
      deps.watch.watch(response.body, started + deps.timeoutMs);
      // Bytes first: what decoding would hide (a BOM, invalid UTF-8, another charset) is judged on them.
      const received = await readBody(response.body, responseHeaders['content-type']);
      const bodyText = received.text;
      const { json, jsonError, values } = parseBody(bodyText, deps.jsonLimits, (what) => deps.noteLimit(sent.url, what));
      deps.longStrings.share(json, bodyText.length);
      const kept = bodyText.length > MAX_KEPT_TEXT ? trimText(bodyText) : bodyText;
      const exchange = new RecordedExchange(sent, response.statusCode, responseHeaders, kept, json, jsonError, performance.now() - started, bodyText.length);
      if (received.encodingError !== undefined) exchange.encodingError = received.encodingError;
      deps.record(exchange, values, bodyText.length);
      tell(
        () => exchange.evidence(),
        () => loggedBody(bodyText, received.bytes, sent.hidden),
      );
      deps.pacing.read(received.bytes);
      deps.onAnswered?.(exchange, sent.headers, sent.sender);
      return exchange;
    } catch (error) {
      const message = describe(error, deps.timeoutMs, deps.maxBodyBytes);
      const evidence = scrubValue({ ...requestEvidence(sent), error: message }, sent.hidden);
      tell(() => evidence);
      throw new TransportError(`${sent.method ?? 'GET'} ${sent.url}: ${message}`, evidence);
    } finally {
      if (body) deps.watch.forget(body);
    }
  };
}

/** What refuses a URL too long to send (holding 200 characters of it, not the URL). */
function urlTooLong(shown: string, length: number): () => never {
  return () => {
    const message = `the URL is ${length} characters long, over ${MAX_URL_LENGTH}: not sent`;
    throw new TransportError(`GET ${shown}: ${message}`, {
      request: { method: 'GET', url: shown, headers: {} },
      curl: `# not sent: ${message}`,
      error: message,
    });
  };
}

/** The request target (base path, path, query) and its URL; a URL too long to send is a TransportError. */
function requestTarget(origin: string, basePath: string, path: string, query: Query | undefined, requestOptions: RequestOptions) {
  // A path of a server's megabytes is cut before any encoding (no regular expression over it).
  const sendable = path.length > MAX_URL_LENGTH ? path.slice(0, MAX_URL_LENGTH + 1) : path;
  const fullQs = requestOptions.rawQuery !== undefined ? wireSafe(requestOptions.rawQuery) : encodeQuery(query);
  // Nor a query of megabytes: a URL too long to send is not built whole (a TransportError's stack
  // would keep it alive as long as the error).
  const qs = fullQs.length > MAX_URL_LENGTH ? fullQs.slice(0, MAX_URL_LENGTH + 1) : fullQs;
  const target = `${basePath}${wireSafe(sendable)}${qs ? `?${qs}` : ''}`;
  const url = `${origin}${target}`;
  if (url.length <= MAX_URL_LENGTH) return { target, url, tooLong: () => undefined };
  const length = url.length + path.length - sendable.length + fullQs.length - qs.length;
  return { target, url, tooLong: urlTooLong(detached(`${url.slice(0, 200)}…`), length) };
}

/** What the caller asked for, kept with its exchange (checks read the operation from it, not from the URL). */
function askedFor(path: string, query: Query | undefined, requestOptions: RequestOptions): ExchangeRequest {
  return { ...askedQuery(path, query, requestOptions), ...formOf(requestOptions) };
}

function askedQuery(path: string, query: Query | undefined, requestOptions: RequestOptions): ExchangeRequest {
  if (requestOptions.rawQuery !== undefined) return { path, rawQuery: requestOptions.rawQuery };
  return query !== undefined ? { path, query } : { path };
}

/** The run log: every exchange, parsed bodies kept whole within the budget of JSON values. */
function runLog(budget: number) {
  const log: Exchange[] = [];
  let logged = 0;
  return {
    log,
    record(exchange: RecordedExchange, values: number, length: number) {
      const cost = logCost(values, length);
      logged += cost;
      log.push(exchange.logged(logged <= budget, cost));
    },
  };
}

/** Where a response passed a bound of the client, for the report's notes (the first few, and a count). */
function limitNotes() {
  const limits: string[] = [];
  let passed = 0;
  return {
    note(url: string, what: string) {
      passed++;
      if (limits.length < MAX_LIMIT_NOTES) limits.push(`GET ${clip(url, 200)}: ${what}`);
    },
    notes: () => (passed > limits.length ? [...limits, `${passed - limits.length} more responses passed a limit of the client`] : [...limits]),
  };
}

function dispatcherOf(options: HttpClientOptions, concurrency: number, timeoutMs: number, maxBodyBytes: number) {
  return createDispatcher(
    {
      connections: concurrency,
      pipelining: 1,
      keepAliveTimeout: 30_000,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      // The body cap, enforced by undici as the bytes arrive (a chunked body has no content-length).
      maxResponseSize: maxBodyBytes,
    },
    options.proxy,
  );
}

export function createHttpClient(options: HttpClientOptions): RunHttpClient {
  const base = new URL(options.baseUrl);
  const origin = base.origin;
  const basePath = base.pathname.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
  const limiter = createLimiter(concurrency, options.rate);
  const throttling = createThrottling(limiter, {
    concurrency,
    ...(options.rate !== undefined ? { rate: options.rate } : {}),
    ...(options.onThrottle ? { onSlowDown: options.onThrottle } : {}),
  });
  const agent = dispatcherOf(options, concurrency, timeoutMs, maxBodyBytes);
  const apiSecrets = [options.credentials?.apiSecret, options.secondCredentials?.apiSecret, ...credentialValues(options.headers)].filter(
    (s): s is string => typeof s === 'string' && s.length > 0,
  );
  const signing = createSigning({ ...options, signer: options.signer ?? defaultSigner }, apiSecrets);
  const watch = createBodyWatch(timeoutMs);
  const logBudget = options.logValueBudget ?? (options.logBudgetChars !== undefined ? logCost(0, options.logBudgetChars) : LOG_VALUE_BUDGET);
  const { log, record } = runLog(logBudget);
  const limits = limitNotes();
  const exchange = exchanger({
    agent,
    origin,
    timeoutMs,
    maxBodyBytes,
    jsonLimits: options.jsonLimits ?? DEFAULT_JSON_LIMITS,
    watch,
    longStrings: longStrings(),
    pacing: collectionPacing(),
    noteLimit: limits.note,
    record,
    onExchange: options.onExchange,
    onAnswered: options.onAnswered,
  });
  let count = 0;

  async function send(path: string, query: Query | undefined, requestOptions: SendOptions = {}): Promise<Exchange> {
    const { target, url, tooLong } = requestTarget(origin, basePath, path, query, requestOptions);
    const credentials = signing.credentialsFor(requestOptions.credentials);
    tooLong();
    // Signed when it leaves the queue, not when it enters: a stamp waits for no other request.
    return throttling.send(() =>
      limiter.run(async () => {
        const sent: Sent = withLines(
          { ...(await signing.sign(url, credentials, requestOptions)), request: askedFor(path, query, requestOptions) },
          requestOptions,
        );
        if (requestOptions.sender !== undefined) sent.sender = requestOptions.sender;
        count++;
        return exchange(sent, target);
      }),
    );
  }

  return {
    get: send,
    exchanges: () => log,
    requestCount: () => count,
    throttling: () => throttling.summary(),
    limitNotes: limits.notes,
    scrub: (value) => signing.secrets.scrubValue(value),
    secrets: signing.secrets,
    // Requests still in flight belong to checks abandoned at their time limit: drop them.
    close: () => {
      watch.stop();
      return agent.destroy();
    },
  };
}
