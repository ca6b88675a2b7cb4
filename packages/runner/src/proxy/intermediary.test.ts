// tarc proxy as an HTTP intermediary (RFC 9110 §7.6, RFC 9112): hop-by-hop fields dropped both
// ways, framing and persistence for the client's HTTP version, Via, failures of the target, and the
// drain on stop. Raw sockets, so that the bytes a client receives are seen as they are.
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/support/test-server.js';
import { startProxy, type RunningProxy } from './server.js';

/** A raw client connection: `send` writes bytes and waits for one whole response (or the close). */
interface RawClient {
  send(text: string): Promise<RawAnswer>;
  closed: Promise<void>;
  socket: Socket;
}
interface RawAnswer {
  head: string;
  headers: [string, string][];
  body: string;
  /** The body bytes as they came on the wire (chunk framing included). */
  wire: string;
  /** Whether the server closed the connection to end this response. */
  closedAfter: boolean;
}

function rawClient(url: string): Promise<RawClient> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let buffer = '';
    let wake: (() => void) | undefined;
    let ended = false;
    const closed = new Promise<void>((done) => socket.on('close', () => done()));
    socket.setEncoding('latin1');
    socket.on('data', (d: string) => {
      buffer += d;
      wake?.();
    });
    socket.on('close', () => {
      ended = true;
      wake?.();
    });
    socket.on('error', () => undefined);
    const whole = (): RawAnswer | undefined => {
      const end = buffer.indexOf('\r\n\r\n');
      if (end < 0) return undefined;
      const lines = buffer.slice(0, end).split('\r\n');
      const headers = lines.slice(1).map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()] as [string, string]);
      const get = (n: string) => headers.find(([k]) => k === n)?.[1];
      const rest = buffer.slice(end + 4);
      let length: number | undefined;
      let body = '';
      if (get('transfer-encoding') === 'chunked') {
        let at = 0;
        for (;;) {
          const eol = rest.indexOf('\r\n', at);
          if (eol < 0) return undefined;
          const size = parseInt(rest.slice(at, eol), 16);
          if (size === 0) {
            if (rest.indexOf('\r\n\r\n', eol) < 0 && !rest.slice(eol).startsWith('\r\n\r\n')) return undefined;
            length = eol + 4;
            break;
          }
          if (rest.length < eol + 2 + size + 2) return undefined;
          body += rest.slice(eol + 2, eol + 2 + size);
          at = eol + 2 + size + 2;
        }
      } else if (get('content-length') !== undefined) {
        length = Number(get('content-length'));
        if (rest.length < length) return undefined;
        body = rest.slice(0, length);
      } else {
        if (!ended) return undefined;
        length = rest.length;
        body = rest;
      }
      buffer = rest.slice(length);
      return { head: lines[0]!, headers, body, wire: rest.slice(0, length), closedAfter: ended };
    };
    socket.once('connect', () =>
      resolve({
        socket,
        closed,
        async send(text) {
          socket.write(text);
          for (;;) {
            const answer = whole();
            if (answer) {
              // A close-delimited or closing answer: wait a moment to see whether the server closes.
              if (!answer.closedAfter) await Promise.race([closed, new Promise((r) => setTimeout(r, 50))]);
              return { ...answer, closedAfter: ended };
            }
            if (ended) throw new Error(`connection closed mid-answer: ${JSON.stringify(buffer)}`);
            await new Promise<void>((r) => (wake = r));
          }
        },
      }),
    );
    socket.once('error', reject);
  });
}

const HOP_RESPONSE = {
  'Content-Type': 'application/json',
  Connection: 'keep-alive, X-Hop',
  'X-Hop': 'connection-only',
  'Keep-Alive': 'timeout=99',
  'Proxy-Status': 'upstream-cache',
  'Proxy-Authenticate': 'Basic',
  Upgrade: 'h2c',
  'X-End': 'kept',
};

let target: TestServer | undefined;
let proxy: RunningProxy | undefined;
afterEach(async () => {
  await proxy?.close();
  await target?.close();
  proxy = target = undefined;
});

/** A target whose /chunked answer has no length (chunked to us) and whose /length answer has one. */
async function framedTarget(): Promise<{ target: TestServer; proxy: RunningProxy }> {
  target = await startTestServer((req, res) => {
    if (req.url === '/v1/fee-levels') {
      res.writeHead(200, { ...HOP_RESPONSE, 'Content-Length': '5' });
      res.end('[1,2]');
      return;
    }
    res.writeHead(200, HOP_RESPONSE);
    res.write('[1,');
    setTimeout(() => res.end('2]'), 5);
  });
  proxy = await startProxy({ target: target.url, discoverPairs: false });
  return { target, proxy };
}

const names = (a: RawAnswer) => a.headers.map(([k]) => k);

describe('tarc proxy as an HTTP intermediary', () => {
  it('HTTP/1.1 client: hop-by-hop response fields dropped, its own chunked framing, Via added, the connection kept alive', async () => {
    const { proxy } = await framedTarget();
    const client = await rawClient(proxy.url);
    try {
      const first = await client.send('GET /v1/broker-pairs HTTP/1.1\r\nHost: x\r\n\r\n');
      expect(first.head).toBe('HTTP/1.1 200 OK');
      for (const hop of ['x-hop', 'proxy-status', 'proxy-authenticate', 'upgrade']) expect(names(first), hop).not.toContain(hop);
      expect(first.headers).toContainEqual(['x-end', 'kept']);
      expect(first.headers).toContainEqual(['via', '1.1 tarc']);
      expect(first.headers).toContainEqual(['transfer-encoding', 'chunked']);
      expect(first.headers.find(([k]) => k === 'keep-alive')?.[1]).not.toBe('timeout=99');
      expect(first.body).toBe('[1,2]');
      expect(first.closedAfter).toBe(false);
      // Keep-alive: a second request on the same connection is answered.
      const second = await client.send('GET /v1/fee-levels HTTP/1.1\r\nHost: x\r\n\r\n');
      expect(second.headers).toContainEqual(['content-length', '5']);
      expect(second.body).toBe('[1,2]');
    } finally {
      client.socket.destroy();
    }
  });

  it('HTTP/1.0 client: no chunked framing and no keep-alive; the body ends with the connection', async () => {
    const { proxy } = await framedTarget();
    const client = await rawClient(proxy.url);
    const answer = await client.send('GET /v1/broker-pairs HTTP/1.0\r\n\r\n');
    expect(names(answer)).not.toContain('transfer-encoding');
    expect(names(answer)).not.toContain('keep-alive');
    expect(answer.headers.find(([k]) => k === 'connection')?.[1]).not.toMatch(/keep-alive/i);
    expect(answer.wire).toBe('[1,2]');
    expect(answer.closedAfter).toBe(true);
  });

  it('HTTP/1.0 client that asks for keep-alive keeps its connection when the length is known, and loses it when not', async () => {
    const { proxy } = await framedTarget();
    const client = await rawClient(proxy.url);
    try {
      const known = await client.send('GET /v1/fee-levels HTTP/1.0\r\nConnection: keep-alive\r\n\r\n');
      expect(known.headers).toContainEqual(['connection', 'keep-alive']);
      expect(known.body).toBe('[1,2]');
      expect(known.closedAfter).toBe(false);
      const unknown = await client.send('GET /v1/broker-pairs HTTP/1.0\r\nConnection: keep-alive\r\n\r\n');
      expect(names(unknown)).not.toContain('transfer-encoding');
      expect(unknown.wire).toBe('[1,2]');
      expect(unknown.closedAfter).toBe(true);
    } finally {
      client.socket.destroy();
    }
  });

  it('drops hop-by-hop request fields (and those Connection names), keeps end-to-end ones and credentials, appends to Via', async () => {
    target = await startTestServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ headers: req.rawHeaders, body }));
      });
    });
    proxy = await startProxy({ target: target.url, discoverPairs: false });
    const client = await rawClient(proxy.url);
    try {
      const answer = await client.send(
        'POST /anything HTTP/1.1\r\nHost: x\r\nConnection: keep-alive, X-Drop\r\nX-Drop: 1\r\nKeep-Alive: 300\r\nTE: trailers\r\n' +
          'Proxy-Authorization: Basic eDp5\r\nProxy-Connection: keep-alive\r\nTrailer: X-T\r\nVia: 1.0 cache\r\nX-PCK: pk\r\nX-Keep: k\r\n' +
          'Transfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n2\r\nde\r\n0\r\n\r\n',
      );
      const seen = JSON.parse(answer.body) as { headers: string[]; body: string };
      const fields = new Map<string, string>();
      for (let i = 0; i < seen.headers.length; i += 2) fields.set(seen.headers[i]!.toLowerCase(), seen.headers[i + 1]!);
      for (const hop of ['x-drop', 'keep-alive', 'te', 'proxy-authorization', 'proxy-connection', 'trailer']) expect(fields.has(hop), hop).toBe(false);
      expect(fields.get('x-keep')).toBe('k');
      expect(fields.get('x-pck')).toBe('pk');
      expect(fields.get('via')).toBe('1.0 cache, 1.1 tarc');
      expect(seen.body).toBe('abcde');
    } finally {
      client.socket.destroy();
    }
  });

  it('upstream reset before the answer: 502 with a problem body, and a finding of proxy.exchange.failed', async () => {
    target = await startTestServer((req) => {
      req.socket.destroy();
    });
    proxy = await startProxy({ target: target.url, discoverPairs: false });
    const client = await rawClient(proxy.url);
    const answer = await client.send('GET /v1/fee-levels HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answer.head).toBe('HTTP/1.1 502 Bad Gateway');
    expect(answer.headers).toContainEqual(['content-type', 'application/problem+json']);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 502 });
    const session = await proxy.close();
    expect(session.failures.kept.map((f) => f.kind)).toEqual(['upstream-error']);
  });

  it('upstream reset mid-body: the client connection is cut (never a clean end) and the exchange is a finding', async () => {
    target = await startTestServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      res.write('[1,2', () => setTimeout(() => res.socket?.destroy(), 10));
    });
    proxy = await startProxy({ target: target.url, discoverPairs: false });
    const client = await rawClient(proxy.url);
    await expect(client.send('GET /v1/fee-levels HTTP/1.1\r\nHost: x\r\n\r\n')).rejects.toThrow(/closed mid-answer/);
    const session = await proxy.close();
    expect(session.failures.kept.map((f) => [f.kind, f.status])).toEqual([['upstream-error', 200]]);
    expect(session.judged).toBe(0);
  });

  it('upstream silent: 504 with a problem body past --upstream-timeout-ms', async () => {
    target = await startTestServer(() => undefined);
    proxy = await startProxy({ target: target.url, discoverPairs: false, upstreamTimeoutMs: 150 });
    const client = await rawClient(proxy.url);
    const answer = await client.send('GET /v1/fee-levels HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(answer.head).toBe('HTTP/1.1 504 Gateway Timeout');
    expect(JSON.parse(answer.body)).toMatchObject({ status: 504 });
    client.socket.destroy();
    const session = await proxy.close();
    expect(session.failures.kept.map((f) => f.kind)).toEqual(['upstream-timeout']);
  });

  it('oversize body: forwarded whole, not judged, said', async () => {
    const big = JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ level: i, text: 'x'.repeat(20) })));
    target = await startTestServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(big);
    });
    proxy = await startProxy({ target: target.url, discoverPairs: false, maxBodyBytes: 1024 });
    const client = await rawClient(proxy.url);
    const answer = await client.send('GET /v1/fee-levels HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answer.body).toBe(big);
    const session = await proxy.close();
    expect(session.failures.kept.map((f) => f.kind)).toEqual(['body-too-large']);
    expect(session.judged).toBe(0);
  });

  it('stop mid-exchange: an exchange that finishes within the drain is answered and judged; one that does not is reported as interrupted', async () => {
    let release: (() => void) | undefined;
    target = await startTestServer((req, res) => {
      if (req.url === '/v1/fee-levels') {
        setTimeout(() => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end('[]');
        }, 150);
        return;
      }
      release = () => res.destroy(); // never answers (until teardown)
    });
    proxy = await startProxy({ target: target.url, discoverPairs: false, drainMs: 600 });
    const finishing = await rawClient(proxy.url);
    const stuck = await rawClient(proxy.url);
    const answered = finishing.send('GET /v1/fee-levels HTTP/1.1\r\nHost: x\r\n\r\n');
    const cut = stuck.send('GET /v1/crypto-assets HTTP/1.1\r\nHost: x\r\n\r\n').catch((e: Error) => e);
    while (!release) await new Promise((r) => setTimeout(r, 5));
    const session = await proxy.close();
    expect((await answered).body).toBe('[]');
    expect(await cut).toBeInstanceOf(Error);
    expect(session.judged).toBe(1);
    expect(session.failures.kept.map((f) => [f.kind, f.request, f.status])).toEqual([['interrupted', 'GET /v1/crypto-assets', 0]]);
    finishing.socket.destroy();
  });
});
