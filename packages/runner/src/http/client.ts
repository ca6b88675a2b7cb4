// The run's HTTP client (undici): signs, limits, times out, caps bodies, records every exchange, and
// never lets a secret into what it shows.
import type { IncomingHttpHeaders } from 'node:http';
import { TransportError } from '@tarc/conformance';
import type { Credentials, Exchange, HttpClient, Query, RequestOptions } from '@tarc/conformance';
import { detached, trimText } from './evidence.js';
import { RecordedExchange, logCost, requestEvidence, type Sent } from './exchange.js';
import { DEFAULT_JSON_LIMITS, parseBounded, type JsonLimits } from './json-depth.js';
import { createLimiter } from './limiter.js';
import { createThrottling, type ThrottlingSummary } from './throttling.js';
import { encodeQuery, wireSafe } from './query.js';
import { SecretSet, isSecretHeader, scrubValue } from './redact.js';
import { defaultSigner, type Signer } from './signer.js';
import { createDispatcher, credentialValues } from './gateway.js';
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
const MAX_URL_LENGTH = 16 * 1024;
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
  /** Bounds of a parsed body (depth, list items, values); see json-depth.ts. */
  jsonLimits?: JsonLimits;
  /** Sent on every request (a gateway's headers); credential-like values are hidden like the secret. */
  headers?: Readonly<Record<string, string>>;
  /** An HTTP(S) proxy (undici's EnvHttpProxyAgent). */
  proxy?: ProxySettings;
  /** Told when a throttling server made the run slow down (for progress). */
  onThrottle?: (message: string) => void;
}

export interface RunHttpClient extends HttpClient {
  exchanges(): readonly Exchange[];
  requestCount(): number;
  /** Where a response passed a bound of the client (too deep, too many values, a list cut): for the report's notes. */
  limitNotes(): string[];
  /** How the server throttled the run (429, 503 with Retry-After); undefined when it never did. */
  throttling(): ThrottlingSummary | undefined;
  /** A copy of `value` with every API secret and every signature sent replaced. */
  scrub<T>(value: T): T;
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

class TimedOut extends Error {}

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

export function createHttpClient(options: HttpClientOptions): RunHttpClient {
  const base = new URL(options.baseUrl);
  const origin = base.origin;
  const basePath = base.pathname.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
  const signer = options.signer ?? defaultSigner;
  const limiter = createLimiter(concurrency, options.rate);
  const throttling = createThrottling(limiter, {
    concurrency, ...(options.rate !== undefined ? { rate: options.rate } : {}), ...(options.onThrottle ? { onSlowDown: options.onThrottle } : {}),
  });
  const agent = createDispatcher({
    connections: concurrency,
    pipelining: 1,
    keepAliveTimeout: 30_000,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    // The body cap, enforced by undici as the bytes arrive (a chunked body has no content-length).
    maxResponseSize: maxBodyBytes,
  }, options.proxy);
  const apiSecrets = [options.credentials?.apiSecret, options.secondCredentials?.apiSecret, ...credentialValues(options.headers)].filter(
    (s): s is string => typeof s === 'string' && s.length > 0,
  );
  // Every API secret and every signature sent, in every encoding: what `scrub` replaces.
  const secrets = new SecretSet();
  for (const s of apiSecrets) secrets.add(s);
  const log: Exchange[] = [];
  const logValueBudget = options.logValueBudget ?? LOG_VALUE_BUDGET;
  const jsonLimits = options.jsonLimits ?? DEFAULT_JSON_LIMITS;
  const limits: string[] = [];
  let limitsPassed = 0;
  let logged = 0;
  let count = 0;

  const credentialsFor = (choice: RequestOptions['credentials']): Credentials | undefined => {
    if (choice === undefined || choice === 'primary') return options.credentials;
    if (choice === 'none') return undefined;
    if (choice === 'secondary') {
      if (!options.secondCredentials) throw new Error('second-account credentials are not configured');
      return options.secondCredentials;
    }
    if (choice === 'crossed') {
      if (!options.credentials || !options.secondCredentials) throw new Error('second-account credentials are not configured');
      return { apiKey: options.credentials.apiKey, apiSecret: options.secondCredentials.apiSecret };
    }
    if (choice.apiSecret && !apiSecrets.includes(choice.apiSecret)) {
      apiSecrets.push(choice.apiSecret);
      secrets.add(choice.apiSecret);
    }
    return choice;
  };

  async function sign(url: string, credentials: Credentials | undefined, requestOptions: RequestOptions): Promise<Sent> {
    let headers: Record<string, string> = { Accept: 'application/json', 'Accept-Encoding': 'identity', ...options.headers };
    if (credentials) {
      let signed: Record<string, string>;
      try {
        signed = await signer({ method: 'GET', url, apiKey: credentials.apiKey, apiSecret: credentials.apiSecret, nowMs: Date.now() + (requestOptions.clockOffsetMs ?? 0) });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`the signer failed: ${scrubValue(reason, apiSecrets)}`);
      }
      if (signed === null || typeof signed !== 'object' || Object.values(signed).some((v) => typeof v !== 'string')) {
        throw new Error('the signer failed: it must return an object of header names to string values');
      }
      headers = { ...headers, ...signed };
    }
    requestOptions.onSigned?.({ ...headers });
    if (requestOptions.tamper) headers = requestOptions.tamper({ ...headers });
    const hidden = [...apiSecrets];
    for (const [name, value] of Object.entries(headers)) {
      if (isSecretHeader(name, value, apiSecrets) && value.length > 0) {
        hidden.push(value);
        secrets.add(value);
      }
    }
    return { url, headers, hidden };
  }

  async function send(path: string, query: Query | undefined, requestOptions: RequestOptions = {}): Promise<Exchange> {
    // A path of a server's megabytes is cut before any encoding (no regular expression over it).
    const sendable = path.length > MAX_URL_LENGTH ? path.slice(0, MAX_URL_LENGTH + 1) : path;
    const qs = requestOptions.rawQuery !== undefined ? wireSafe(requestOptions.rawQuery) : encodeQuery(query);
    const target = `${basePath}${wireSafe(sendable)}${qs ? `?${qs}` : ''}`;
    const url = `${origin}${target}`;
    const credentials = credentialsFor(requestOptions.credentials);
    if (url.length > MAX_URL_LENGTH) {
      const message = `the URL is ${url.length + path.length - sendable.length} characters long, over ${MAX_URL_LENGTH}: not sent`;
      const shown = `${url.slice(0, 200)}…`;
      throw new TransportError(`GET ${shown}: ${message}`, { request: { method: 'GET', url: detached(shown), headers: {} }, curl: `# not sent: ${message}`, error: message });
    }

    // Signed when it leaves the queue, not when it enters: a stamp waits for no other request.
    return throttling.send(() => limiter.run(async () => {
      const sent = await sign(url, credentials, requestOptions);
      const hidden = sent.hidden;
      count++;
      const started = performance.now();
      // No AbortController nor timer per request: undici's headersTimeout bounds the wait for the
      // headers, and one sweep per client bounds the whole exchange (see `watchBody`).
      let body: { destroy(error?: Error): void } | undefined;
      try {
        const response = await agent.request({ origin, path: target, method: 'GET', headers: sent.headers });
        body = response.body;
        const responseHeaders = flatHeaders(response.headers);
        const declared = Number(responseHeaders['content-length']);
        if (declared > maxBodyBytes) {
          discard(response.body);
          throw new BodyTooLarge(`body larger than ${maxBodyBytes} bytes (content-length ${declared})`);
        }
        watchBody(response.body, started + timeoutMs);
        const bodyText = await response.body.text();
        let json: unknown;
        let jsonError: string | undefined;
        let values = 0;
        if (bodyText.length === 0) jsonError = 'empty body';
        else {
          const parsed = parseBounded(bodyText, jsonLimits);
          if (parsed.ok) {
            json = parsed.json;
            values = parsed.values;
            if (parsed.cut) noteLimit(url, parsed.cut);
          } else {
            jsonError = parsed.error;
            if (parsed.limit) noteLimit(url, `${parsed.limit} (judged as a body that is not JSON)`);
          }
        }
        const kept = bodyText.length > MAX_KEPT_TEXT ? trimText(bodyText) : bodyText;
        const exchange = new RecordedExchange(
          sent, response.statusCode, responseHeaders, kept, json, jsonError, performance.now() - started, bodyText.length,
        );
        const cost = logCost(values, bodyText.length);
        logged += cost;
        log.push(exchange.logged(logged <= logValueBudget, cost));
        return exchange;
      } catch (error) {
        const message = describe(error, timeoutMs, maxBodyBytes);
        throw new TransportError(
          `GET ${url}: ${message}`,
          scrubValue({ ...requestEvidence(sent), error: message }, hidden),
        );
      } finally {
        if (body) reading.delete(body);
      }
    }));
  }

  /** Bodies being read, by deadline; one sweep, only while some are, destroys those past it. */
  const reading = new Map<{ destroy(error?: Error): void }, number>();
  let sweep: NodeJS.Timeout | undefined;
  function watchBody(body: { destroy(error?: Error): void }, deadline: number): void {
    reading.set(body, deadline);
    sweep ??= setInterval(() => {
      const now = performance.now();
      for (const [watched, at] of reading) {
        if (now < at) continue;
        reading.delete(watched);
        watched.destroy(new TimedOut());
      }
      if (reading.size === 0) {
        clearInterval(sweep);
        sweep = undefined;
      }
    }, Math.min(1000, Math.max(10, timeoutMs / 10))).unref();
  }

  function noteLimit(url: string, what: string): void {
    limitsPassed++;
    if (limits.length < MAX_LIMIT_NOTES) limits.push(`GET ${clip(url, 200)}: ${what}`);
  }

  return {
    get: send,
    exchanges: () => log,
    requestCount: () => count,
    throttling: () => throttling.summary(),
    limitNotes: () =>
      limitsPassed > limits.length ? [...limits, `${limitsPassed - limits.length} more responses passed a limit of the client`] : [...limits],
    scrub: (value) => secrets.scrubValue(value),
    // Requests still in flight belong to checks abandoned at their time limit: drop them.
    close: () => {
      clearInterval(sweep);
      sweep = undefined;
      return agent.destroy();
    },
  };
}
