// `tarc proxy`: forwards every request to the target unchanged and judges each exchange afterwards.
// The client's response is written as the target's bytes arrive; validation runs once the response
// is finished (setImmediate), so it never delays the response it judges.
import { Agent as HttpAgent, createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { decodeBody, MAX_JUDGED_BODY, parseJson } from './body.js';
import type { Knowledge } from './facts.js';
import type { ProxyFinding } from './finding.js';
import { forwardedHeaders, headerMap, originForm } from './forward.js';
import type { ObservedExchange } from './observed.js';
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
  onFinding?(finding: ProxyFinding): void;
  onExchange?(event: { number: number; request: string; status: number; durationMs: number }): void;
  onUpstreamError?(message: string): void;
  /** A rule that threw on an exchange (a bug of ours, never the client's): the exchange is left unjudged. */
  onInternalError?(message: string): void;
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

export async function startProxy(options: ProxyOptions): Promise<RunningProxy> {
  const target = parseTarget(options.target);
  const base = target.pathname.replace(/\/+$/, '');
  const secure = target.protocol === 'https:';
  const agent = secure ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true });
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

  function judge(x: ObservedExchange, number: number): void {
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
      for (const f of verdict.findings) {
        session.findings.push(f);
        options.onFinding?.(f);
      }
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
    const finish = () => {
      if (done) return;
      done = true;
      inFlight--;
      idle();
    };
    res.on('close', finish);
    const path = originForm(req.url ?? '/');
    const url = `${target.origin}${base}${path}`;
    const upstream = send({
      protocol: target.protocol,
      hostname: target.hostname,
      port: target.port,
      method: req.method,
      path: `${base}${path}`,
      headers: forwardedHeaders(req.rawHeaders, target.host),
      agent,
    });
    upstream.on('response', (upRes) => {
      const chunks: Buffer[] = [];
      let size = 0;
      let tooLarge = false;
      res.writeHead(upRes.statusCode ?? 502, upRes.statusMessage, upRes.rawHeaders);
      upRes.on('data', (chunk: Buffer) => {
        if (!tooLarge) {
          size += chunk.length;
          if (size > MAX_JUDGED_BODY) {
            tooLarge = true;
            chunks.length = 0;
          } else chunks.push(chunk);
        }
        if (!res.write(chunk)) upRes.pause();
      });
      res.on('drain', () => upRes.resume());
      upRes.on('end', () => {
        res.end();
        const durationMs = performance.now() - started;
        const number = ++session.exchanges;
        const queryAt = path.indexOf('?');
        const pathname = queryAt < 0 ? path : path.slice(0, queryAt);
        const operation = operationOf(req.method ?? 'GET', pathname);
        options.onExchange?.({ number, request: `${req.method} ${path}`, status: upRes.statusCode ?? 0, durationMs });
        if (options.maxRequests !== undefined && number >= options.maxRequests) reachLimit();
        if (!operation) return;
        const responseHeaders = headerMap(upRes.rawHeaders);
        const text = tooLarge ? undefined : decodeBody(Buffer.concat(chunks), responseHeaders['content-encoding']);
        if (text === undefined) {
          session.unjudged++;
          return;
        }
        const x: ObservedExchange = {
          operation,
          method: req.method ?? 'GET',
          url,
          query: new URLSearchParams(queryAt < 0 ? '' : path.slice(queryAt + 1)),
          requestHeaders: headerMap(req.rawHeaders),
          status: upRes.statusCode ?? 0,
          responseHeaders,
          bodyText: text,
          json: parseJson(text),
          durationMs,
        };
        pending++;
        // After the response: validation never delays what the client receives.
        setImmediate(() => judge(x, number));
      });
      upRes.on('error', () => res.destroy());
    });
    upstream.on('error', (error) => {
      session.upstreamErrors++;
      options.onUpstreamError?.(`${req.method} ${path}: ${error.message}`);
      if (!res.headersSent) {
        res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(`tarc proxy: the target did not answer (${error.message})\n`);
      } else res.destroy();
    });
    req.on('aborted', () => upstream.destroy());
    req.pipe(upstream);
  }

  const server = createServer(handle);
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
      const r = await fetch(`${target.origin}${base}/v1/broker-pairs`, { signal: AbortSignal.timeout(5000) });
      const json = parseJson(await r.text());
      learn({ operation: { name: 'brokerPairs', kind: 'brokerPair', lookup: false }, method: 'GET', url: '', query: new URLSearchParams(), requestHeaders: {}, status: r.status, responseHeaders: {}, bodyText: '', json, durationMs: 0 }, knowledge);
    } catch {
      // Unknown pairs: "must be an existing pair" is then not judged until a broker-pairs list passes through.
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
          await Promise.race([quiet, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
        }
        for (const s of sockets) s.destroy();
        await stopped;
        agent.destroy();
        return { ...session, pairsKnown: knowledge.pairs !== undefined, durationMs: Date.now() - session.startedAt.getTime() };
      })();
      return closing;
    },
  };
}
