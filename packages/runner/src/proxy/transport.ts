// The forwarding side of `tarc proxy`: each client request sent to the target unchanged, the answer
// relayed to the client as its bytes arrive, the chunks kept (within the caps, by reference: no
// copy) and, once the client has the whole answer, the exchange offered to the judge's queue. The
// path does nothing else: no parsing, no per-exchange timer (one sweep of the open exchanges for the
// time limit), the headers rewritten in one pass. The proxy's own answers (502, 504) when the target
// gives none, and the drain that `close()` waits on. Judges nothing itself.
import { Agent as HttpAgent, request as httpRequest, type ClientRequest, type IncomingMessage, type RequestOptions, type ServerResponse } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { judgeAnswered, type AnsweredExchange } from './answered.js';
import { problemBody, type FailureKind } from './failures.js';
import { forwardedHeaderList, headerMap, originForm, returnedHeaders } from './forward.js';
import { judgeQueue, type JudgeQueue } from './judge-queue.js';
import { recordExchangeFailure, type Judging } from './session.js';

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
  /** Exchanges waiting to be judged at most; past it an exchange is forwarded and counted as not judged. */
  judgeQueue: number;
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
  /** Answered exchanges waiting to be judged, worked on when the loop has a turn to spare. */
  readonly queue: JudgeQueue<AnsweredExchange & { held: number }>;
  /** Exchanges in flight, oldest first (the sweep of the time limit and the drain read them). */
  readonly open: Set<Exchange>;
  /** Bytes of response bodies held for judging, all exchanges together (in flight and queued). */
  buffered: number;
  settled?: () => void;
  reachLimit: () => void;
  /** The one timer of the time limit: every open exchange checked a few times per limit. */
  sweep?: NodeJS.Timeout;
}

export function openTransport(target: URL, settings: TransportSettings, hooks: TransportHooks, judging: Judging): Transport {
  const secure = target.protocol === 'https:';
  const agentOptions = { keepAlive: true, maxSockets: settings.maxSockets };
  const t: Transport = {
    target,
    base: target.pathname.replace(/\/+$/, ''),
    settings,
    hooks,
    agent: secure ? new HttpsAgent(agentOptions) : new HttpAgent(agentOptions),
    send: secure ? httpsRequest : httpRequest,
    judging,
    queue: judgeQueue(
      settings.judgeQueue,
      (a) => {
        t.buffered -= a.held;
        try {
          return judgeAnswered(judging, settings.maxBodyBytes, a);
        } catch (error) {
          // A bug of ours, never the client's: the exchange is left unjudged, and said.
          judging.session.unjudged++;
          judging.hooks.onInternalError?.(`exchange #${a.number}: ${error instanceof Error ? error.message : String(error)}`);
        }
      },
      () => idle(t),
    ),
    open: new Set(),
    buffered: 0,
    reachLimit: () => undefined,
  };
  const every = Math.max(5, Math.min(1000, Math.ceil(settings.upstreamTimeoutMs / 4)));
  t.sweep = setInterval(() => sweep(t), every).unref();
  return t;
}

/** Times out each open exchange past the limit: they are in the order they started, so the sweep stops at the first within it. */
function sweep(t: Transport): void {
  const now = performance.now();
  for (const x of t.open) {
    if (x.timedOut || x.upRes?.complete) continue; // its 504 on its way, or answered in full (its client still reading)
    if (now - x.started < t.settings.upstreamTimeoutMs) return;
    x.timeOut();
  }
}

/** Settles a drain's wait once no exchange is in flight and none waits to be judged. */
function idle(t: Transport): void {
  if (t.open.size === 0 && t.queue.size === 0) t.settled?.();
}

/** Lets in-flight exchanges and pending judging finish for up to `drainMs`, then reports each one still open as interrupted. */
export async function drain(t: Transport, drainMs: number): Promise<void> {
  if (t.open.size > 0 || t.queue.size > 0) {
    const quiet = new Promise<void>((resolve) => (t.settled = resolve));
    await Promise.race([quiet, new Promise((resolve) => setTimeout(resolve, drainMs).unref())]);
  }
  clearInterval(t.sweep);
  // Past the grace: each exchange still open is a finding of its own, and each still queued is counted as not judged.
  for (const x of [...t.open]) x.interrupt();
  const left = t.queue.takeAll();
  t.judging.session.notJudged += left.length;
  for (const a of left) t.buffered -= a.held;
}

/** Sends the client's request to the target; the exchange's events do the rest. */
export function forward(t: Transport, req: IncomingMessage, res: ServerResponse): void {
  t.queue.traffic();
  new Exchange(t, req, res).send();
}

/** One client request on its way through the proxy. */
class Exchange {
  readonly started = performance.now();
  /** The request's path and query in origin form, as the client sent them. */
  readonly path: string;
  upstream!: ClientRequest;
  upRes: IncomingMessage | undefined;
  /** The body's chunks as relayed (the client's copies, never changed since), while within the caps. */
  chunks: Buffer[] | undefined = [];
  size = 0;
  /** Past the cap of one body (said as a failure), or of all bodies held (counted as not judged). */
  over: 'body' | 'all' | undefined;
  timedOut = false;
  retried = false;
  failed = false;

  constructor(
    readonly t: Transport,
    readonly req: IncomingMessage,
    readonly res: ServerResponse,
  ) {
    this.path = originForm(req.url ?? '/');
    t.open.add(this);
    res.on('close', () => this.closed());
    res.on('error', noop);
  }

  get request(): string {
    return `${this.req.method} ${this.path}`;
  }

  get url(): string {
    return `${this.t.target.origin}${this.t.base}${this.path}`;
  }

  send(): void {
    const { t, req } = this;
    this.upstream = t.send({
      protocol: t.target.protocol,
      hostname: t.target.hostname,
      port: t.target.port,
      method: req.method,
      path: `${t.base}${this.path}`,
      headers: forwardedHeaderList(req.rawHeaders, t.target.host, req.httpVersion),
      agent: t.agent,
    });
    this.upstream.on('response', (upRes) => this.relay(upRes));
    this.upstream.on('error', (error) => this.upstreamError(error));
    if (this.retried) this.upstream.end();
    else req.pipe(this.upstream);
  }

  /** Records a failure of this exchange (its first only) with the session. */
  fail(kind: FailureKind, message: string, status: number): void {
    if (this.failed) return;
    this.failed = true;
    const { req } = this;
    recordExchangeFailure(this.t.judging, {
      kind,
      method: req.method ?? 'GET',
      url: this.url,
      request: this.request,
      requestHeaders: headerMap(req.rawHeaders),
      message,
      status,
    });
  }

  /** The client's side closed: answered in full, or cut (then the target's answer is dropped too). */
  closed(): void {
    const { t } = this;
    if (!t.open.delete(this)) return;
    if (this.upRes && !this.upRes.complete) this.upRes.destroy();
    else if (!this.upRes) this.upstream.destroy();
    this.release();
    idle(t);
  }

  upstreamError(error: Error): void {
    // A kept-alive connection the target closed as the request left on it (Node's documented race,
    // `reusedSocket`): a GET without a body is sent once more on a fresh one, as any proxy does.
    const code = (error as NodeJS.ErrnoException).code;
    const { req, res } = this;
    if (
      !this.retried &&
      this.upstream.reusedSocket &&
      !this.timedOut &&
      !res.headersSent &&
      req.method === 'GET' &&
      (code === 'ECONNRESET' || code === 'EPIPE')
    ) {
      this.retried = true;
      this.send();
      return;
    }
    if (this.timedOut || !this.t.open.has(this)) return;
    const { t } = this;
    t.judging.session.upstreamErrors++;
    t.hooks.onUpstreamError?.(`${this.request}: ${error.message}`);
    this.fail('upstream-error', `the target did not answer: ${error.message}`, res.headersSent ? res.statusCode : 502);
    answerFor(res, 502, `the target did not answer (${error.message})`);
  }

  timeOut(): void {
    const { t, res } = this;
    this.timedOut = true;
    this.upstream.destroy();
    const message = `no complete answer from the target within ${t.settings.upstreamTimeoutMs} ms`;
    t.judging.session.upstreamErrors++;
    t.hooks.onUpstreamError?.(`${this.request}: ${message}`);
    this.fail('upstream-timeout', message, res.headersSent ? res.statusCode : 504);
    answerFor(res, 504, message);
  }

  interrupt(): void {
    const { res } = this;
    this.timedOut = true;
    this.fail('interrupted', 'the proxy stopped (SIGTERM, SIGINT or --max-requests) before the exchange finished', res.headersSent ? res.statusCode : 0);
    this.upstream.destroy();
    res.destroy();
    this.closed();
  }

  /** Writes the target's answer to the client as it arrives, keeping its chunks (within the caps) to judge once it ends. */
  relay(upRes: IncomingMessage): void {
    const { res } = this;
    this.upRes = upRes;
    this.t.queue.traffic();
    res.writeHead(upRes.statusCode ?? 502, upRes.statusMessage, returnedHeaders(upRes.rawHeaders, upRes.httpVersion));
    upRes.on('data', (chunk: Buffer) => {
      this.hold(chunk);
      if (!res.write(chunk)) upRes.pause();
    });
    res.on('drain', () => upRes.resume());
    upRes.on('error', (error) => {
      this.release();
      if (!this.timedOut) {
        this.t.judging.session.upstreamErrors++;
        this.fail('upstream-error', `the target's answer broke off mid-body: ${error.message}`, upRes.statusCode ?? 0);
      }
      res.destroy();
    });
    upRes.on('end', () => {
      res.end();
      this.answered();
    });
  }

  hold(chunk: Buffer): void {
    if (!this.chunks) return;
    const { t } = this;
    const max = t.settings.maxBodyBytes;
    if (this.size + chunk.length > max) this.over = 'body';
    else if (t.buffered + chunk.length > max * BUFFERED_BODIES) this.over = 'all';
    else {
      this.size += chunk.length;
      t.buffered += chunk.length;
      this.chunks.push(chunk);
      return;
    }
    this.release();
  }

  /** The held chunks let go (their bytes no longer counted as held). */
  release(): void {
    if (!this.chunks) return;
    this.t.buffered -= this.size;
    this.chunks = undefined;
    this.size = 0;
  }

  /** The target's answer is complete and forwarded: counted, and offered to the judge's queue when its body was held. */
  answered(): void {
    const { t, req } = this;
    const session = t.judging.session;
    const number = ++session.exchanges;
    if (t.settings.maxRequests !== undefined && number >= t.settings.maxRequests) t.reachLimit();
    const upRes = this.upRes!;
    const status = upRes.statusCode ?? 0;
    if (this.over === 'body') {
      session.unjudged++;
      this.fail('body-too-large', `body larger than ${t.settings.maxBodyBytes} bytes: forwarded, not judged`, status);
      return;
    }
    const chunks = this.chunks;
    const held = this.size;
    // Handed to the queue with its bytes: no longer this exchange's to release when the client's side closes.
    this.chunks = undefined;
    this.size = 0;
    const taken =
      chunks !== undefined &&
      t.queue.offer({
        method: req.method ?? 'GET',
        path: this.path,
        url: this.url,
        request: this.request,
        requestHeaders: req.rawHeaders,
        status,
        responseHeaders: upRes.rawHeaders,
        // One chunk (most pages): that chunk itself, written to the client and never changed since; no copy.
        body: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, held),
        number,
        durationMs: performance.now() - this.started,
        held,
      });
    if (taken) return;
    // The judge is behind (its queue full) or the bodies held at once reached their cap: forwarded, counted, said.
    t.buffered -= held;
    session.notJudged++;
    t.judging.hooks.onExchange?.({ number, request: this.request, status, durationMs: performance.now() - this.started, judged: false, findings: [] });
  }
}

function noop(): void {}

/** The proxy's own answer when the target gave none: a problem body, or the connection cut mid-response. */
function answerFor(res: ServerResponse, status: 502 | 504, detail: string): void {
  if (!res.headersSent) {
    res.writeHead(status, { 'content-type': 'application/problem+json' });
    res.end(problemBody(status, detail));
  } else res.destroy();
}
