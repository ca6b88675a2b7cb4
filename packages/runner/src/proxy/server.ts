// `tarc proxy`: forwards every request to the target unchanged and judges each exchange afterwards.
// The client's response is written as the target's bytes arrive; validation runs once the response
// is finished (setImmediate), so it never delays the response it judges.
import {
  Agent as HttpAgent,
  createServer,
  request as httpRequest,
  type ClientRequest,
  type IncomingMessage,
  type RequestOptions,
  type Server,
  type ServerResponse,
} from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { keptString } from '../http/kept-string.js';
import { SecretSet, scrubValue } from '../http/redact.js';
import { decodeBody, MAX_JUDGED_BODY, parseJson } from './body.js';
import type { Knowledge } from '@tarc/conformance';
import { problemBody, recordFailure, type ExchangeFailure, type FailureKind, type FailureLog } from './failures.js';
import type { ProxyFinding } from './finding.js';
import { forwardedHeaders, headerMap, originForm, returnedHeaders } from './forward.js';
import { failureEvidence, hiddenValues, type ObservedExchange } from './observed.js';
import { fetchBounded } from './startup-fetch.js';
import { operationOf } from '@tarc/conformance';
import { judgeExchange, learn, type RuleTally } from './validate.js';

export interface ProxyOptions {
  /** The server under test: `http(s)://host[:port][/base]`. */
  target: string;
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 0 (a free port). */
  port?: number;
  /** Resolve `limitReached` once this many exchanges have been forwarded. */
  maxRequests?: number;
  /** Read `{target}/v1/broker-pairs` once at start to know the existing pairs (default true). */
  discoverPairs?: boolean;
  /** The clock handed to the domain's query rules; default the real time. */
  now?: () => Date;
  /** Bytes of a response judged, on the wire and once decoded (default 8 MiB, the runner's cap): larger ones are forwarded, not judged, and said. */
  maxBodyBytes?: number;
  /** Milliseconds an exchange may take to its last byte (default 10,000): past it the client gets a 504 problem (or, mid-body, its connection closed). */
  upstreamTimeoutMs?: number;
  /** Client connections at once (default 512); one past it is closed at once and counted. */
  maxConnections?: number;
  /** Milliseconds `close()` lets in-flight exchanges finish (default 5,000); those still open then are reported as interrupted. */
  drainMs?: number;
  onFinding?(finding: ProxyFinding): void;
  /** An exchange that failed or could not be judged (a finding of `proxy.exchange.failed`). */
  onExchangeFailed?(failure: ExchangeFailure): void;
  /** Each exchange the target answered in full, once judged (`findings` empty when none, or when not judged). */
  onExchange?(event: ExchangeEvent): void;
  onUpstreamError?(message: string): void;
  /** A rule that threw on an exchange (a bug of ours, never the client's): the exchange is left unjudged. */
  onInternalError?(message: string): void;
}

export interface ExchangeEvent {
  number: number;
  request: string;
  status: number;
  durationMs: number;
  /** Whether the rules judged it (one of the eleven operations, its body read within the cap). */
  judged: boolean;
  findings: readonly ProxyFinding[];
}

/** Findings kept whole per code (the report shows ten as evidence); the rest are counted. */
export const FINDINGS_KEPT_PER_CODE = 10;

/** All findings of the session, kept or counted only. */
export const findingTotal = (session: ProxySession): number => [...session.findingCounts.values()].reduce((a, b) => a + b, 0);

export interface ProxySession {
  target: string;
  startedAt: Date;
  durationMs: number;
  /** Exchanges forwarded (answered by the target). */
  exchanges: number;
  /** Exchanges of the spec's eleven operations, judged by the rules. */
  judged: number;
  /** Exchanges forwarded whose body was too large or undecodable to judge. */
  unjudged: number;
  upstreamErrors: number;
  /** Exchanges that timed out, failed, or whose body could not be read within the cap. */
  failures: FailureLog;
  /** Client connections closed at once because --max-connections were open. */
  refusedConnections: number;
  /** What the session's report says besides its results (the start-up read of the pairs, …). */
  notes: string[];
  /** Every credential value of an exchange with a finding or a failure, in every encoding: the report's last pass. */
  secrets: SecretSet;
  /** The first FINDINGS_KEPT_PER_CODE findings of each code, with their evidence (what the report shows). */
  findings: ProxyFinding[];
  /** Findings per code, all of them: a session may run for hours, so only the first few are kept. */
  findingCounts: Map<string, number>;
  tallies: Map<string, RuleTally>;
  /** Whether the pairs were known when orders queries were judged (for "must be an existing pair"). */
  pairsKnown: boolean;
}

export interface RunningProxy {
  url: string;
  /** Resolves once `maxRequests` exchanges have been forwarded (never without it). */
  limitReached: Promise<void>;
  session(): ProxySession;
  /** Stops accepting, lets in-flight exchanges and pending validations finish, and returns the session. */
  close(): Promise<ProxySession>;
}

/** Reads a target URL, or throws a RangeError that says what is wrong with it. */
export function parseTarget(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new RangeError(`--target ${JSON.stringify(text)} is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new RangeError(`--target must be an http or https URL, got ${url.protocol}`);
  if (url.search || url.hash) throw new RangeError('--target must not carry a query or fragment');
  if (url.username || url.password) throw new RangeError('--target must not carry credentials');
  return url;
}

export const DEFAULT_UPSTREAM_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_CONNECTIONS = 512;
export const DEFAULT_DRAIN_MS = 5000;
/** Bodies held for judging at once, in all, as multiples of the body cap (64 MiB with the default). */
const BUFFERED_BODIES = 8;

/** What every exchange of one proxy shares: its settings, the session it reports into, and the counts `close()` waits on. */
interface ProxyState {
  readonly options: ProxyOptions;
  readonly target: URL;
  /** The target's path without its trailing slashes, put before every forwarded path. */
  readonly base: string;
  readonly maxBodyBytes: number;
  readonly upstreamTimeoutMs: number;
  readonly maxConnections: number;
  readonly agent: HttpAgent;
  readonly send: (options: RequestOptions) => ClientRequest;
  readonly now: () => Date;
  readonly knowledge: Knowledge;
  readonly session: ProxySession;
  /** Exchanges in flight, each with what reports it interrupted when the drain ends first. */
  readonly open: Set<() => void>;
  /** Bytes of response bodies held for judging, all exchanges together. */
  buffered: number;
  /** Responses waiting to be decoded or judged. */
  pending: number;
  inFlight: number;
  settled?: () => void;
  reachLimit: () => void;
}

export async function startProxy(options: ProxyOptions): Promise<RunningProxy> {
  const state = proxyState(options);
  const limitReached = new Promise<void>((resolve) => (state.reachLimit = resolve));
  const server = createServer((req, res) => forward(state, req, res));
  server.maxConnections = state.maxConnections;
  server.on('drop', () => state.session.refusedConnections++);
  const sockets = new Set<Socket>();
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await listen(server, options.port ?? 0, options.host ?? '127.0.0.1');
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  if (options.discoverPairs ?? true) await readPairsAtStart(state);

  let closing: Promise<ProxySession> | undefined;
  return {
    url: `http://${host}:${address.port}`,
    limitReached,
    session: () => sessionNow(state),
    close() {
      closing ??= closeProxy(state, server, sockets);
      return closing;
    },
  };
}

/** The options resolved to their defaults, with an empty session and no exchange yet. */
function proxyState(options: ProxyOptions): ProxyState {
  const target = parseTarget(options.target);
  const base = target.pathname.replace(/\/+$/, '');
  const secure = target.protocol === 'https:';
  const maxConnections = options.maxConnections ?? DEFAULT_MAX_CONNECTIONS;
  return {
    options,
    target,
    base,
    maxBodyBytes: options.maxBodyBytes ?? MAX_JUDGED_BODY,
    upstreamTimeoutMs: options.upstreamTimeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS,
    maxConnections,
    agent: secure ? new HttpsAgent({ keepAlive: true, maxSockets: maxConnections }) : new HttpAgent({ keepAlive: true, maxSockets: maxConnections }),
    send: secure ? httpsRequest : httpRequest,
    now: options.now ?? (() => new Date()),
    knowledge: {},
    session: {
      target: `${target.origin}${base}`,
      startedAt: new Date(),
      durationMs: 0,
      exchanges: 0,
      judged: 0,
      unjudged: 0,
      upstreamErrors: 0,
      failures: { kept: [], total: 0 },
      refusedConnections: 0,
      notes: [],
      secrets: new SecretSet(),
      findings: [],
      findingCounts: new Map(),
      tallies: new Map(),
      pairsKnown: false,
    },
    open: new Set(),
    buffered: 0,
    pending: 0,
    inFlight: 0,
    reachLimit: () => undefined,
  };
}

function sessionNow(state: ProxyState): ProxySession {
  return { ...state.session, pairsKnown: state.knowledge.pairs !== undefined, durationMs: Date.now() - state.session.startedAt.getTime() };
}

/** Settles `close()`'s wait once no exchange is in flight and none waits to be judged. */
function idle(state: ProxyState): void {
  if (state.pending === 0 && state.inFlight === 0) state.settled?.();
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

async function readPairsAtStart(state: ProxyState): Promise<void> {
  const { target, base } = state;
  try {
    const r = await fetchBounded(new URL(`${target.origin}${base}/v1/broker-pairs`), state.maxBodyBytes, Math.min(state.upstreamTimeoutMs, 5000));
    const json = parseJson(r.text);
    learn(
      {
        operation: { name: 'brokerPairs', kind: 'brokerPair', lookup: false },
        method: 'GET',
        url: '',
        query: new URLSearchParams(),
        requestHeaders: {},
        status: r.status,
        responseHeaders: {},
        bodyText: '',
        json,
        durationMs: 0,
      },
      state.knowledge,
    );
  } catch (error) {
    // Unknown pairs: "must be an existing pair" is then not judged until a broker-pairs list passes through.
    state.session.notes.push(`The start-up read of GET /v1/broker-pairs failed: ${error instanceof Error ? error.message : String(error)}.`);
  }
}

async function closeProxy(state: ProxyState, server: Server, sockets: Set<Socket>): Promise<ProxySession> {
  const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  if (state.pending > 0 || state.inFlight > 0) {
    const quiet = new Promise<void>((resolve) => (state.settled = resolve));
    await Promise.race([quiet, new Promise((resolve) => setTimeout(resolve, state.options.drainMs ?? DEFAULT_DRAIN_MS).unref())]);
  }
  // Past the grace: each exchange still open is a finding of its own, never silently dropped.
  for (const interrupt of [...state.open]) interrupt();
  for (const s of sockets) s.destroy();
  await stopped;
  state.agent.destroy();
  return sessionNow(state);
}

/** One client request on its way through the proxy: what its phases share. */
interface Exchange {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly started: number;
  /** The request's path and query in origin form, as the client sent them. */
  readonly path: string;
  /** The same request at the target. */
  readonly url: string;
  /** `METHOD path`, for messages. */
  readonly request: string;
  timedOut: boolean;
  /** Records a failure of this exchange (its first only), its credentials kept for the report's last pass. */
  fail(kind: FailureKind, message: string, status: number): void;
}

/** Sends the client's request to the target, with the timer, the drain's interrupt and the proxy's own answers when the target gives none. */
function forward(state: ProxyState, req: IncomingMessage, res: ServerResponse): void {
  const { session, options, target, base } = state;
  const x = openExchange(state, req, res);
  const interrupt = () => {
    clearTimeout(timer);
    x.timedOut = true;
    x.fail('interrupted', 'the proxy stopped (SIGTERM, SIGINT or --max-requests) before the exchange finished', res.headersSent ? res.statusCode : 0);
    upstream.destroy();
    res.destroy();
  };
  let done = false;
  res.on('close', () => {
    if (done) return;
    done = true;
    state.open.delete(interrupt);
    clearTimeout(timer);
    state.inFlight--;
    idle(state);
  });
  res.on('error', () => undefined);
  state.open.add(interrupt);
  const open = () =>
    state.send({
      protocol: target.protocol,
      hostname: target.hostname,
      port: target.port,
      method: req.method,
      path: `${base}${x.path}`,
      headers: forwardedHeaders(req.rawHeaders, target.host, req.httpVersion),
      agent: state.agent,
    });
  let upstream = open();
  const timer = setTimeout(() => {
    x.timedOut = true;
    upstream.destroy();
    const message = `no complete answer from the target within ${state.upstreamTimeoutMs} ms`;
    session.upstreamErrors++;
    options.onUpstreamError?.(`${x.request}: ${message}`);
    x.fail('upstream-timeout', message, res.headersSent ? res.statusCode : 504);
    answerFor(res, 504, message);
  }, state.upstreamTimeoutMs);
  const listen = (retry: boolean) => {
    upstream.on('response', (upRes) => relay(state, x, upRes, timer));
    upstream.on('error', (error) => {
      // A kept-alive connection the target closed as the request left on it (Node's documented race,
      // `reusedSocket`): a GET without a body is sent once more on a fresh one, as any proxy does.
      const code = (error as NodeJS.ErrnoException).code;
      if (retry && upstream.reusedSocket && !x.timedOut && !x.res.headersSent && req.method === 'GET' && (code === 'ECONNRESET' || code === 'EPIPE')) {
        upstream = open();
        listen(false);
        upstream.end();
        return;
      }
      clearTimeout(timer);
      if (!x.timedOut) noAnswer(state, x, error);
    });
  };
  listen(true);
  req.on('error', () => upstream.destroy());
  req.on('aborted', () => upstream.destroy());
  req.pipe(upstream);
}

function openExchange(state: ProxyState, req: IncomingMessage, res: ServerResponse): Exchange {
  const started = performance.now();
  state.inFlight++;
  const path = originForm(req.url ?? '/');
  const url = `${state.target.origin}${state.base}${path}`;
  const request = `${req.method} ${path}`;
  let failed = false;
  const fail = (kind: FailureKind, message: string, status: number) => {
    if (failed) return;
    failed = true;
    const requestHeaders = headerMap(req.rawHeaders);
    const hidden = hiddenValues(requestHeaders);
    for (const value of hidden) state.session.secrets.add(value);
    const failure: ExchangeFailure = scrubValue(
      { kind, request, message, status, evidence: failureEvidence(req.method ?? 'GET', url, requestHeaders, status, `exchange.failed/${kind}: ${message}`) },
      hidden,
    );
    recordFailure(state.session.failures, failure);
    state.options.onExchangeFailed?.(failure);
  };
  return { req, res, started, path, url, request, timedOut: false, fail };
}

/** The target gave no answer (refused, reset, unreachable): counted, said, and the client gets a 502 problem. */
function noAnswer(state: ProxyState, x: Exchange, error: Error): void {
  state.session.upstreamErrors++;
  state.options.onUpstreamError?.(`${x.request}: ${error.message}`);
  x.fail('upstream-error', `the target did not answer: ${error.message}`, x.res.headersSent ? x.res.statusCode : 502);
  answerFor(x.res, 502, `the target did not answer (${error.message})`);
}

/** The proxy's own answer when the target gave none: a problem body, or the connection cut mid-response. */
function answerFor(res: ServerResponse, status: 502 | 504, detail: string): void {
  if (!res.headersSent) {
    res.writeHead(status, { 'content-type': 'application/problem+json' });
    res.end(problemBody(status, detail));
  } else res.destroy();
}

/** Writes the target's answer to the client as it arrives, holding a copy of the body (within the caps) to judge once it ends. */
function relay(state: ProxyState, x: Exchange, upRes: IncomingMessage, timer: NodeJS.Timeout): void {
  const { res } = x;
  const body = heldBody(state);
  res.writeHead(upRes.statusCode ?? 502, upRes.statusMessage, returnedHeaders(upRes.rawHeaders, upRes.httpVersion));
  upRes.on('data', (chunk: Buffer) => {
    body.add(chunk);
    if (!res.write(chunk)) upRes.pause();
  });
  res.on('drain', () => upRes.resume());
  res.on('close', () => {
    if (!upRes.complete) upRes.destroy();
  });
  upRes.on('error', (error) => {
    body.release();
    if (!x.timedOut) {
      state.session.upstreamErrors++;
      x.fail('upstream-error', `the target's answer broke off mid-body: ${error.message}`, upRes.statusCode ?? 0);
    }
    res.destroy();
  });
  upRes.on('close', () => {
    if (!upRes.complete) body.release();
  });
  upRes.on('end', () => {
    clearTimeout(timer);
    res.end();
    answered(state, x, upRes, body);
  });
}

interface HeldBody {
  readonly tooLarge: boolean;
  add(chunk: Buffer): void;
  release(): void;
  /** The bytes held, then released. */
  take(): Buffer;
}

/** A response body held for judging, within the cap of one body and of all bodies held at once (past either: not held, said too large). */
function heldBody(state: ProxyState): HeldBody {
  const chunks: Buffer[] = [];
  let size = 0;
  let tooLarge = false;
  const release = () => {
    state.buffered -= size;
    size = 0;
    chunks.length = 0;
  };
  return {
    get tooLarge() {
      return tooLarge;
    },
    add(chunk) {
      if (tooLarge) return;
      if (size + chunk.length > state.maxBodyBytes || state.buffered + chunk.length > state.maxBodyBytes * BUFFERED_BODIES) {
        tooLarge = true;
        release();
      } else {
        size += chunk.length;
        state.buffered += chunk.length;
        chunks.push(chunk);
      }
    },
    release,
    take() {
      // One chunk (most pages): that chunk itself, written to the client and never changed since; no copy.
      const bytes = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size);
      release();
      return bytes;
    },
  };
}

/** The target's answer is complete and forwarded: count it, and judge it if it is one of the operations and its body was held. */
function answered(state: ProxyState, x: Exchange, upRes: IncomingMessage, body: HeldBody): void {
  const { options, session } = state;
  const durationMs = performance.now() - x.started;
  const number = ++session.exchanges;
  const queryAt = x.path.indexOf('?');
  const pathname = queryAt < 0 ? x.path : x.path.slice(0, queryAt);
  const operation = operationOf(x.req.method ?? 'GET', pathname);
  const status = upRes.statusCode ?? 0;
  const event = { number, request: x.request, status, durationMs };
  const unjudged = () => options.onExchange?.({ ...event, judged: false, findings: [] });
  if (options.maxRequests !== undefined && number >= options.maxRequests) state.reachLimit();
  if (!operation) {
    body.release();
    unjudged();
    return;
  }
  if (body.tooLarge) {
    session.unjudged++;
    x.fail('body-too-large', `body larger than ${state.maxBodyBytes} bytes: forwarded, not judged`, status);
    return;
  }
  const responseHeaders = headerMap(upRes.rawHeaders);
  const bytes = body.take();
  state.pending++;
  void decodeBody(bytes, responseHeaders['content-encoding'], state.maxBodyBytes, responseHeaders['content-type']).then((decoded) => {
    if (!decoded.ok) {
      session.unjudged++;
      if (decoded.why !== 'unknown-encoding')
        x.fail(decoded.why === 'too-large' ? 'body-too-large' : 'body-undecodable', `${decoded.message}: forwarded, not judged`, status);
      else unjudged();
      state.pending--;
      idle(state);
      return;
    }
    const observed: ObservedExchange = {
      operation,
      method: x.req.method ?? 'GET',
      url: x.url,
      query: new URLSearchParams(queryAt < 0 ? '' : x.path.slice(queryAt + 1)),
      requestHeaders: headerMap(x.req.rawHeaders),
      status,
      responseHeaders,
      bodyText: decoded.text,
      json: parseJson(decoded.text),
      ...(decoded.encodingError !== undefined ? { encodingError: decoded.encodingError } : {}),
      durationMs,
    };
    // After the response: validation never delays what the client receives.
    setImmediate(() => judge(state, observed, number, event));
  });
}

/** Runs the rules on one exchange: tallies, findings (scrubbed of its credentials) and the exchange event. */
function judge(state: ProxyState, x: ObservedExchange, number: number, event: Omit<ExchangeEvent, 'judged' | 'findings'>): void {
  const { session, options } = state;
  const mine: ProxyFinding[] = [];
  try {
    const verdict = judgeExchange(x, state.knowledge, state.now(), number);
    learn(x, state.knowledge);
    session.judged++;
    for (const code of verdict.applied) {
      const t = session.tallies.get(code) ?? { applied: 0, failed: 0 };
      t.applied++;
      if (verdict.findings.some((f) => f.code === code)) t.failed++;
      session.tallies.set(code, t);
    }
    const hidden = verdict.findings.length > 0 ? hiddenValues(x.requestHeaders) : [];
    for (const value of hidden) session.secrets.add(value);
    for (const found of verdict.findings) {
      // The message and request line may quote server text: a server can echo a signature anywhere,
      // or an id of megabytes (kept cut, as the run keeps its findings' words).
      const f = scrubValue({ ...found, message: keptString(found.message) }, hidden);
      const count = (session.findingCounts.get(f.code) ?? 0) + 1;
      session.findingCounts.set(f.code, count);
      if (count <= FINDINGS_KEPT_PER_CODE) session.findings.push(f);
      mine.push(f);
      options.onFinding?.(f);
    }
    options.onExchange?.({ ...event, judged: true, findings: mine });
  } catch (error) {
    session.unjudged++;
    options.onInternalError?.(`exchange #${number}: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    state.pending--;
    idle(state);
  }
}
