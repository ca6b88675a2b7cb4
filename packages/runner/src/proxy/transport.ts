// The forwarding side of `tarc proxy`: each client request sent to the target unchanged, the answer
// relayed to the client as its bytes arrive, a copy of its body held (within the caps) and handed to
// the session once the client has it all. The proxy's own answers (502, 504) when the target gives
// none, the upstream timer, and the drain that `close()` waits on. Judges nothing itself.
import { Agent as HttpAgent, request as httpRequest, type ClientRequest, type IncomingMessage, type RequestOptions, type ServerResponse } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { operationOf } from '@tarc/conformance';
import { decodeBody, parseJson } from './body.js';
import { problemBody, type FailureKind } from './failures.js';
import { forwardedHeaders, headerMap, originForm, returnedHeaders } from './forward.js';
import type { ObservedExchange } from './observed.js';
import { judge, recordExchangeFailure, type Judging } from './session.js';

/** What the transport tells its caller besides what the session is told. */
export interface TransportHooks {
  onUpstreamError?(message: string): void;
}

export interface TransportSettings {
  /** Bytes of a response body held for judging (on the wire and once decoded). */
  maxBodyBytes: number;
  /** Milliseconds an exchange may take to its last byte. */
  upstreamTimeoutMs: number;
  /** Sockets to the target at once (the client connections the proxy accepts). */
  maxSockets: number;
  /** Calls `reachLimit` once this many exchanges have been forwarded. */
  maxRequests?: number;
}

/** Bodies held for judging at once, in all, as multiples of the body cap (64 MiB with the default). */
const BUFFERED_BODIES = 8;

/** What every exchange of one proxy shares: where it forwards to, the caps, the session it hands to, and the counts a drain waits on. */
export interface Transport {
  readonly target: URL;
  /** The target's path without its trailing slashes, put before every forwarded path. */
  readonly base: string;
  readonly settings: TransportSettings;
  readonly hooks: TransportHooks;
  readonly agent: HttpAgent;
  readonly send: (options: RequestOptions) => ClientRequest;
  readonly judging: Judging;
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

export function openTransport(target: URL, settings: TransportSettings, hooks: TransportHooks, judging: Judging): Transport {
  const secure = target.protocol === 'https:';
  const agentOptions = { keepAlive: true, maxSockets: settings.maxSockets };
  return {
    target,
    base: target.pathname.replace(/\/+$/, ''),
    settings,
    hooks,
    agent: secure ? new HttpsAgent(agentOptions) : new HttpAgent(agentOptions),
    send: secure ? httpsRequest : httpRequest,
    judging,
    open: new Set(),
    buffered: 0,
    pending: 0,
    inFlight: 0,
    reachLimit: () => undefined,
  };
}

/** Settles a drain's wait once no exchange is in flight and none waits to be judged. */
function idle(t: Transport): void {
  if (t.pending === 0 && t.inFlight === 0) t.settled?.();
}

/** Lets in-flight exchanges and pending judging finish for up to `drainMs`, then reports each one still open as interrupted. */
export async function drain(t: Transport, drainMs: number): Promise<void> {
  if (t.pending > 0 || t.inFlight > 0) {
    const quiet = new Promise<void>((resolve) => (t.settled = resolve));
    await Promise.race([quiet, new Promise((resolve) => setTimeout(resolve, drainMs).unref())]);
  }
  // Past the grace: each exchange still open is a finding of its own, never silently dropped.
  for (const interrupt of [...t.open]) interrupt();
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
  /** Records a failure of this exchange (its first only) with the session. */
  fail(kind: FailureKind, message: string, status: number): void;
}

/** Sends the client's request to the target, with the timer, the drain's interrupt and the proxy's own answers when the target gives none. */
export function forward(t: Transport, req: IncomingMessage, res: ServerResponse): void {
  const { target, base } = t;
  const x = openExchange(t, req, res);
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
    t.open.delete(interrupt);
    clearTimeout(timer);
    t.inFlight--;
    idle(t);
  });
  res.on('error', () => undefined);
  t.open.add(interrupt);
  const open = () =>
    t.send({
      protocol: target.protocol,
      hostname: target.hostname,
      port: target.port,
      method: req.method,
      path: `${base}${x.path}`,
      headers: forwardedHeaders(req.rawHeaders, target.host, req.httpVersion),
      agent: t.agent,
    });
  let upstream = open();
  const timer = setTimeout(() => {
    x.timedOut = true;
    upstream.destroy();
    const message = `no complete answer from the target within ${t.settings.upstreamTimeoutMs} ms`;
    t.judging.session.upstreamErrors++;
    t.hooks.onUpstreamError?.(`${x.request}: ${message}`);
    x.fail('upstream-timeout', message, res.headersSent ? res.statusCode : 504);
    answerFor(res, 504, message);
  }, t.settings.upstreamTimeoutMs);
  const listen = (retry: boolean) => {
    upstream.on('response', (upRes) => relay(t, x, upRes, timer));
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
      if (!x.timedOut) noAnswer(t, x, error);
    });
  };
  listen(true);
  req.on('error', () => upstream.destroy());
  req.on('aborted', () => upstream.destroy());
  req.pipe(upstream);
}

function openExchange(t: Transport, req: IncomingMessage, res: ServerResponse): Exchange {
  const started = performance.now();
  t.inFlight++;
  const path = originForm(req.url ?? '/');
  const url = `${t.target.origin}${t.base}${path}`;
  const request = `${req.method} ${path}`;
  let failed = false;
  const fail = (kind: FailureKind, message: string, status: number) => {
    if (failed) return;
    failed = true;
    recordExchangeFailure(t.judging, { kind, method: req.method ?? 'GET', url, request, requestHeaders: headerMap(req.rawHeaders), message, status });
  };
  return { req, res, started, path, url, request, timedOut: false, fail };
}

/** The target gave no answer (refused, reset, unreachable): counted, said, and the client gets a 502 problem. */
function noAnswer(t: Transport, x: Exchange, error: Error): void {
  t.judging.session.upstreamErrors++;
  t.hooks.onUpstreamError?.(`${x.request}: ${error.message}`);
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
function relay(t: Transport, x: Exchange, upRes: IncomingMessage, timer: NodeJS.Timeout): void {
  const { res } = x;
  const body = heldBody(t);
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
      t.judging.session.upstreamErrors++;
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
    answered(t, x, upRes, body);
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
function heldBody(t: Transport): HeldBody {
  const { maxBodyBytes } = t.settings;
  const chunks: Buffer[] = [];
  let size = 0;
  let tooLarge = false;
  const release = () => {
    t.buffered -= size;
    size = 0;
    chunks.length = 0;
  };
  return {
    get tooLarge() {
      return tooLarge;
    },
    add(chunk) {
      if (tooLarge) return;
      if (size + chunk.length > maxBodyBytes || t.buffered + chunk.length > maxBodyBytes * BUFFERED_BODIES) {
        tooLarge = true;
        release();
      } else {
        size += chunk.length;
        t.buffered += chunk.length;
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

/** The target's answer is complete and forwarded: count it, and hand it to the session if it is one of the operations and its body was held. */
function answered(t: Transport, x: Exchange, upRes: IncomingMessage, body: HeldBody): void {
  const { session, hooks } = t.judging;
  const durationMs = performance.now() - x.started;
  const number = ++session.exchanges;
  const queryAt = x.path.indexOf('?');
  const pathname = queryAt < 0 ? x.path : x.path.slice(0, queryAt);
  const operation = operationOf(x.req.method ?? 'GET', pathname);
  const status = upRes.statusCode ?? 0;
  const event = { number, request: x.request, status, durationMs };
  const unjudged = () => hooks.onExchange?.({ ...event, judged: false, findings: [] });
  if (t.settings.maxRequests !== undefined && number >= t.settings.maxRequests) t.reachLimit();
  if (!operation) {
    body.release();
    unjudged();
    return;
  }
  if (body.tooLarge) {
    session.unjudged++;
    x.fail('body-too-large', `body larger than ${t.settings.maxBodyBytes} bytes: forwarded, not judged`, status);
    return;
  }
  const responseHeaders = headerMap(upRes.rawHeaders);
  const bytes = body.take();
  t.pending++;
  void decodeBody(bytes, responseHeaders['content-encoding'], t.settings.maxBodyBytes, responseHeaders['content-type']).then((decoded) => {
    if (!decoded.ok) {
      session.unjudged++;
      if (decoded.why !== 'unknown-encoding')
        x.fail(decoded.why === 'too-large' ? 'body-too-large' : 'body-undecodable', `${decoded.message}: forwarded, not judged`, status);
      else unjudged();
      t.pending--;
      idle(t);
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
    // After the response: judging never delays what the client receives.
    setImmediate(() => {
      try {
        judge(t.judging, observed, number, event);
      } finally {
        t.pending--;
        idle(t);
      }
    });
  });
}
