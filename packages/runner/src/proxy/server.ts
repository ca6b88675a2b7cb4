// `tarc proxy`: forwards every request to the target unchanged and judges each exchange afterwards.
// The transport (`transport.ts`) writes the client's response as the target's bytes arrive and
// offers the finished exchange to the judge's bounded queue (`judge-queue.ts`), worked on when the
// loop has a turn to spare (`answered.ts`, then the session's rules, `session.ts`): judging never
// slows the traffic, and an exchange the full queue cannot take is counted as not judged. This file
// starts and stops the two: options and their defaults, the listening server, the start-up read of the pairs.
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { MAX_JUDGED_BODY, parseJson } from './body.js';
import { learnPairs, openSession, sessionNow, type ProxySession, type SessionHooks } from './session.js';
import { fetchBounded } from './startup-fetch.js';
import { drain, forward, openTransport, type Transport, type TransportHooks } from './transport.js';

export interface ProxyOptions extends SessionHooks, TransportHooks {
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
  /** Exchanges waiting to be judged at most (default 1,024): past it the judge is behind, and an exchange is forwarded and counted as not judged. */
  judgeQueue?: number;
  /** Milliseconds `close()` lets in-flight exchanges finish (default 5,000); those still open then are reported as interrupted. */
  drainMs?: number;
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
const DEFAULT_JUDGE_QUEUE = 1024;

export async function startProxy(options: ProxyOptions): Promise<RunningProxy> {
  const target = parseTarget(options.target);
  const maxConnections = options.maxConnections ?? DEFAULT_MAX_CONNECTIONS;
  const { onFinding, onExchangeFailed, onExchange, onInternalError, onUpstreamError } = options;
  const judging = openSession(
    `${target.origin}${target.pathname.replace(/\/+$/, '')}`,
    { onFinding, onExchangeFailed, onExchange, onInternalError },
    options.now,
  );
  const transport = openTransport(
    target,
    {
      maxBodyBytes: options.maxBodyBytes ?? MAX_JUDGED_BODY,
      upstreamTimeoutMs: options.upstreamTimeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS,
      maxSockets: maxConnections,
      judgeQueue: options.judgeQueue ?? DEFAULT_JUDGE_QUEUE,
      ...(options.maxRequests !== undefined ? { maxRequests: options.maxRequests } : {}),
    },
    { onUpstreamError },
    judging,
  );
  const limitReached = new Promise<void>((resolve) => (transport.reachLimit = resolve));
  const server = createServer((req, res) => forward(transport, req, res));
  server.maxConnections = maxConnections;
  server.on('drop', () => judging.session.refusedConnections++);
  const sockets = new Set<Socket>();
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await listen(server, options.port ?? 0, options.host ?? '127.0.0.1');
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  if (options.discoverPairs ?? true) await readPairsAtStart(transport);

  let closing: Promise<ProxySession> | undefined;
  return {
    url: `http://${host}:${address.port}`,
    limitReached,
    session: () => sessionNow(judging),
    close() {
      closing ??= closeProxy(transport, server, sockets, options.drainMs ?? DEFAULT_DRAIN_MS);
      return closing;
    },
  };
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

async function readPairsAtStart(t: Transport): Promise<void> {
  const { target, base, settings } = t;
  try {
    const r = await fetchBounded(new URL(`${target.origin}${base}/v1/broker-pairs`), settings.maxBodyBytes, Math.min(settings.upstreamTimeoutMs, 5000));
    learnPairs(t.judging, r.status, parseJson(r.text));
  } catch (error) {
    // Unknown pairs: "must be an existing pair" is then not judged until a broker-pairs list passes through.
    t.judging.session.notes.push(`The start-up read of GET /v1/broker-pairs failed: ${error instanceof Error ? error.message : String(error)}.`);
  }
}

async function closeProxy(t: Transport, server: Server, sockets: Set<Socket>, drainMs: number): Promise<ProxySession> {
  const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  await drain(t, drainMs);
  for (const s of sockets) s.destroy();
  await stopped;
  t.agent.destroy();
  return sessionNow(t.judging);
}
