// `tarc proxy`: forwards every request to the target unchanged and judges each exchange afterwards.
// The client's response is written as the target's bytes arrive; validation runs once the response
// is finished (setImmediate), so it never delays the response it judges.
import { Agent as HttpAgent, createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { SecretSet, scrubValue } from '../http/redact.js';
import { decodeBody, MAX_JUDGED_BODY, parseJson } from './body.js';
import type { Knowledge } from './facts.js';
import { problemBody, recordFailure, type ExchangeFailure, type FailureKind, type FailureLog } from './failures.js';
import type { ProxyFinding } from './finding.js';
import { forwardedHeaders, headerMap, originForm, returnedHeaders } from './forward.js';
import { failureEvidence, hiddenValues, type ObservedExchange } from './observed.js';
import { fetchBounded } from './startup-fetch.js';
import { operationOf } from './operations.js';
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
  findings: ProxyFinding[];
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

export async function startProxy(options: ProxyOptions): Promise<RunningProxy> {
  const target = parseTarget(options.target);
  const base = target.pathname.replace(/\/+$/, '');
  const secure = target.protocol === 'https:';
  const maxBodyBytes = options.maxBodyBytes ?? MAX_JUDGED_BODY;
  const upstreamTimeoutMs = options.upstreamTimeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS;
  const maxConnections = options.maxConnections ?? DEFAULT_MAX_CONNECTIONS;
  const agent = secure ? new HttpsAgent({ keepAlive: true, maxSockets: maxConnections }) : new HttpAgent({ keepAlive: true, maxSockets: maxConnections });
  let buffered = 0;
  const send = secure ? httpsRequest : httpRequest;
  const now = options.now ?? (() => new Date());
  const knowledge: Knowledge = {};
  const session: ProxySession = {
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
    tallies: new Map(),
    pairsKnown: false,
  };
  let pending = 0;
  let inFlight = 0;
  let settled: (() => void) | undefined;
  const idle = () => {
    if (pending === 0 && inFlight === 0) settled?.();
  };
  let reachLimit: () => void = () => undefined;
  const limitReached = new Promise<void>((resolve) => (reachLimit = resolve));

  /** Exchanges in flight, each with what reports it interrupted when the drain ends first. */
  const open = new Set<() => void>();

  function judge(x: ObservedExchange, number: number, event: Omit<ExchangeEvent, 'judged' | 'findings'>): void {
    const mine: ProxyFinding[] = [];
    try {
      const verdict = judgeExchange(x, knowledge, now(), number);
      learn(x, knowledge);
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
        // The message and request line may quote server text: a server can echo a signature anywhere.
        const f = scrubValue(found, hidden);
        session.findings.push(f);
        mine.push(f);
        options.onFinding?.(f);
      }
      options.onExchange?.({ ...event, judged: true, findings: mine });
    } catch (error) {
      session.unjudged++;
      options.onInternalError?.(`exchange #${number}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      pending--;
      idle();
    }
  }

  function handle(req: IncomingMessage, res: ServerResponse): void {
    const started = performance.now();
    inFlight++;
    let done = false;
    let failed = false;
    let timedOut = false;
    const finish = () => {
      if (done) return;
      done = true;
      open.delete(interrupt);
      clearTimeout(timer);
      inFlight--;
      idle();
    };
    res.on('close', finish);
    res.on('error', () => undefined);
    const path = originForm(req.url ?? '/');
    const url = `${target.origin}${base}${path}`;
    const request = `${req.method} ${path}`;
    const fail = (kind: FailureKind, message: string, status: number) => {
      if (failed) return;
      failed = true;
      const requestHeaders = headerMap(req.rawHeaders);
      const hidden = hiddenValues(requestHeaders);
      for (const value of hidden) session.secrets.add(value);
      const failure: ExchangeFailure = scrubValue(
        { kind, request, message, status, evidence: failureEvidence(req.method ?? 'GET', url, requestHeaders, status, `exchange.failed/${kind}: ${message}`) },
        hidden,
      );
      recordFailure(session.failures, failure);
      options.onExchangeFailed?.(failure);
    };
    /** The proxy's own answer when the target gave none: a problem body, or the connection cut mid-response. */
    const answerFor = (status: 502 | 504, detail: string) => {
      if (!res.headersSent) {
        res.writeHead(status, { 'content-type': 'application/problem+json' });
        res.end(problemBody(status, detail));
      } else res.destroy();
    };
    /** The drain ended before this exchange did: said, with what the client got, then cut. */
    const interrupt = () => {
      clearTimeout(timer);
      timedOut = true;
      fail('interrupted', 'the proxy stopped (SIGTERM, SIGINT or --max-requests) before the exchange finished', res.headersSent ? res.statusCode : 0);
      upstream.destroy();
      res.destroy();
    };
    open.add(interrupt);
    const upstream = send({
      protocol: target.protocol,
      hostname: target.hostname,
      port: target.port,
      method: req.method,
      path: `${base}${path}`,
      headers: forwardedHeaders(req.rawHeaders, target.host, req.httpVersion),
      agent,
    });
    const timer = setTimeout(() => {
      timedOut = true;
      upstream.destroy();
      const message = `no complete answer from the target within ${upstreamTimeoutMs} ms`;
      session.upstreamErrors++;
      options.onUpstreamError?.(`${request}: ${message}`);
      fail('upstream-timeout', message, res.headersSent ? res.statusCode : 504);
      answerFor(504, message);
    }, upstreamTimeoutMs);
    upstream.on('response', (upRes) => {
      const chunks: Buffer[] = [];
      let size = 0;
      let tooLarge = false;
      const release = () => {
        buffered -= size;
        size = 0;
        chunks.length = 0;
      };
      const stopBuffering = () => {
        tooLarge = true;
        release();
      };
      res.writeHead(upRes.statusCode ?? 502, upRes.statusMessage, returnedHeaders(upRes.rawHeaders, upRes.httpVersion));
      upRes.on('data', (chunk: Buffer) => {
        if (!tooLarge) {
          if (size + chunk.length > maxBodyBytes || buffered + chunk.length > maxBodyBytes * BUFFERED_BODIES) stopBuffering();
          else {
            size += chunk.length;
            buffered += chunk.length;
            chunks.push(chunk);
          }
        }
        if (!res.write(chunk)) upRes.pause();
      });
      res.on('drain', () => upRes.resume());
      res.on('close', () => {
        if (!upRes.complete) upRes.destroy();
      });
      upRes.on('error', (error) => {
        release();
        if (!timedOut) {
          session.upstreamErrors++;
          fail('upstream-error', `the target's answer broke off mid-body: ${error.message}`, upRes.statusCode ?? 0);
        }
        res.destroy();
      });
      upRes.on('close', () => {
        if (!upRes.complete) release();
      });
      upRes.on('end', () => {
        clearTimeout(timer);
        res.end();
        const durationMs = performance.now() - started;
        const number = ++session.exchanges;
        const queryAt = path.indexOf('?');
        const pathname = queryAt < 0 ? path : path.slice(0, queryAt);
        const operation = operationOf(req.method ?? 'GET', pathname);
        const status = upRes.statusCode ?? 0;
        const event = { number, request, status, durationMs };
        const unjudged = () => options.onExchange?.({ ...event, judged: false, findings: [] });
        if (options.maxRequests !== undefined && number >= options.maxRequests) reachLimit();
        if (!operation) {
          release();
          unjudged();
          return;
        }
        if (tooLarge) {
          session.unjudged++;
          fail('body-too-large', `body larger than ${maxBodyBytes} bytes: forwarded, not judged`, status);
          return;
        }
        const responseHeaders = headerMap(upRes.rawHeaders);
        const bytes = Buffer.concat(chunks, size);
        release();
        pending++;
        void decodeBody(bytes, responseHeaders['content-encoding'], maxBodyBytes).then((decoded) => {
          if (!decoded.ok) {
            session.unjudged++;
            if (decoded.why !== 'unknown-encoding') fail(decoded.why === 'too-large' ? 'body-too-large' : 'body-undecodable', `${decoded.message}: forwarded, not judged`, status);
            else unjudged();
            pending--;
            idle();
            return;
          }
          const x: ObservedExchange = {
            operation,
            method: req.method ?? 'GET',
            url,
            query: new URLSearchParams(queryAt < 0 ? '' : path.slice(queryAt + 1)),
            requestHeaders: headerMap(req.rawHeaders),
            status,
            responseHeaders,
            bodyText: decoded.text,
            json: parseJson(decoded.text),
            durationMs,
          };
          // After the response: validation never delays what the client receives.
          setImmediate(() => judge(x, number, event));
        });
      });
    });
    upstream.on('error', (error) => {
      clearTimeout(timer);
      if (timedOut) return;
      session.upstreamErrors++;
      options.onUpstreamError?.(`${request}: ${error.message}`);
      fail('upstream-error', `the target did not answer: ${error.message}`, res.headersSent ? res.statusCode : 502);
      answerFor(502, `the target did not answer (${error.message})`);
    });
    req.on('error', () => upstream.destroy());
    req.on('aborted', () => upstream.destroy());
    req.pipe(upstream);
  }

  const server = createServer(handle);
  server.maxConnections = maxConnections;
  server.on('drop', () => session.refusedConnections++);
  const sockets = new Set<Socket>();
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  if (options.discoverPairs ?? true) {
    try {
      const r = await fetchBounded(new URL(`${target.origin}${base}/v1/broker-pairs`), maxBodyBytes, Math.min(upstreamTimeoutMs, 5000));
      const json = parseJson(r.text);
      learn({ operation: { name: 'brokerPairs', kind: 'brokerPair', lookup: false }, method: 'GET', url: '', query: new URLSearchParams(), requestHeaders: {}, status: r.status, responseHeaders: {}, bodyText: '', json, durationMs: 0 }, knowledge);
    } catch (error) {
      // Unknown pairs: "must be an existing pair" is then not judged until a broker-pairs list passes through.
      session.notes.push(`The start-up read of GET /v1/broker-pairs failed: ${error instanceof Error ? error.message : String(error)}.`);
    }
  }

  let closing: Promise<ProxySession> | undefined;
  return {
    url: `http://${host}:${address.port}`,
    limitReached,
    session: () => ({ ...session, pairsKnown: knowledge.pairs !== undefined, durationMs: Date.now() - session.startedAt.getTime() }),
    close() {
      closing ??= (async () => {
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        if (pending > 0 || inFlight > 0) {
          const quiet = new Promise<void>((resolve) => (settled = resolve));
          await Promise.race([quiet, new Promise((resolve) => setTimeout(resolve, options.drainMs ?? DEFAULT_DRAIN_MS).unref())]);
        }
        // Past the grace: each exchange still open is a finding of its own, never silently dropped.
        for (const interrupt of [...open]) interrupt();
        for (const s of sockets) s.destroy();
        await stopped;
        agent.destroy();
        return { ...session, pairsKnown: knowledge.pairs !== undefined, durationMs: Date.now() - session.startedAt.getTime() };
      })();
      return closing;
    },
  };
}
