import { afterEach, describe, expect, it } from 'vitest';
import { TransportError } from '@tarc/conformance';
import { sendJson, startTestServer, type TestServer } from '../../test/support/test-server.js';
import { createHttpClient, type RunHttpClient } from './client.js';
import type { Signer } from './signer.js';

const SECRET = 'sEcReT-abcdef0123456789';
const credentials = { apiKey: 'public-key-1', apiSecret: SECRET };
// A deterministic signer whose signature is a recognisable token.
let signatureCounter = 0;
const signer: Signer = ({ apiKey }) => ({
  'X-PCK': apiKey,
  'X-Stamp': '1700000000000',
  'X-Nonce': 'nonce-1',
  'X-Signature': `SIG${String(++signatureCounter).padStart(20, '0')}`,
});

let server: TestServer | undefined;
let client: RunHttpClient | undefined;
afterEach(async () => {
  await client?.close();
  await server?.close();
  client = undefined;
  server = undefined;
});

async function setup(handler: Parameters<typeof startTestServer>[0], options: Partial<Parameters<typeof createHttpClient>[0]> = {}): Promise<RunHttpClient> {
  server = await startTestServer(handler);
  client = createHttpClient({ baseUrl: server.url, credentials, signer, ...options });
  return client;
}

describe('createHttpClient', () => {
  it('sends the query in exploded form, signs, and asks for no compression', async () => {
    const http = await setup((req, res) => sendJson(res, 200, { url: req.url, headers: req.headers }));
    const ex = await http.get('/v1/trades', { pairSymbol: ['BTCTRY', 'ETHTRY'], side: 'Buy', page: 2, skip: undefined });
    const echo = ex.json as { url: string; headers: Record<string, string> };
    expect(echo.url).toBe('/v1/trades?pairSymbol=BTCTRY&pairSymbol=ETHTRY&side=Buy&page=2');
    expect(echo.headers['x-pck']).toBe('public-key-1');
    expect(echo.headers['x-signature']).toMatch(/^SIG/);
    expect(echo.headers['accept-encoding']).toBe('identity');
    expect(ex.status).toBe(200);
  });

  it('sends rawQuery as is, and no credentials when asked', async () => {
    const http = await setup((req, res) => sendJson(res, 200, { url: req.url, sig: req.headers['x-signature'] ?? null }));
    const ex = await http.get('/v1/orders', { pairSymbol: 'X' }, { rawQuery: 'a=%zz&b', credentials: 'none' });
    expect(ex.json).toEqual({ url: '/v1/orders?a=%zz&b', sig: null });
  });

  it('sends an id with spaces or # in the path, percent-encoded', async () => {
    const http = await setup((req, res) => sendJson(res, 200, { url: req.url }));
    const ex = await http.get('/v1/orders/a b#1');
    expect(ex.json).toEqual({ url: '/v1/orders/a%20b%231' });
  });

  it('keeps a base path of the base URL', async () => {
    server = await startTestServer((req, res) => sendJson(res, 200, { url: req.url }));
    client = createHttpClient({ baseUrl: `${server.url}/api/`, signer });
    const ex = await client.get('/v1/fee-levels');
    expect(ex.json).toEqual({ url: '/api/v1/fee-levels' });
  });

  it('carries what the caller asked for (path under the base URL, query, operation), not the URL', async () => {
    server = await startTestServer((req, res) => sendJson(res, 200, { url: req.url }));
    client = createHttpClient({ baseUrl: `${server.url}/gateway/v1-proxy`, signer });
    const list = await client.get('/v1/orders', { pairSymbol: 'BTCTRY', page: 1 });
    expect(list.json).toEqual({ url: '/gateway/v1-proxy/v1/orders?pairSymbol=BTCTRY&page=1' });
    expect(list.request).toEqual({ path: '/v1/orders', query: { pairSymbol: 'BTCTRY', page: 1 } });
    expect(list.operation).toEqual({ name: 'orders', kind: 'order', lookup: false });
    const lookup = await client.get('/v1/trades/50%off', undefined, { rawQuery: 'x=%zz' });
    expect(lookup.request).toEqual({ path: '/v1/trades/50%off', rawQuery: 'x=%zz' });
    expect(lookup.operation).toEqual({ name: 'trade', kind: 'trade', lookup: true, id: '50%off' });
    expect((await client.get('/v2/other')).operation).toBeUndefined();
  });

  it('reports a redirect as the response and does not follow it', async () => {
    const http = await setup((req, res) => {
      if (req.url === '/v1/fee-levels') {
        res.writeHead(302, { location: '/elsewhere' });
        res.end();
      } else sendJson(res, 200, []);
    });
    const ex = await http.get('/v1/fee-levels');
    expect(ex.status).toBe(302);
    expect(ex.headers.location).toBe('/elsewhere');
    expect(server!.requests).toHaveLength(1);
  });

  it('times out a slow response with a TransportError carrying evidence', async () => {
    const http = await setup(() => undefined, { timeoutMs: 150 });
    const error = await http.get('/v1/fee-levels').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransportError);
    expect((error as TransportError).message).toContain('no complete response within 150 ms');
    expect((error as TransportError).evidence.request.url).toBe(`${server!.url}/v1/fee-levels`);
    expect((error as TransportError).evidence.curl).toContain('curl -sS');
  });

  it('caps the body size, declared or streamed', async () => {
    const big = 'x'.repeat(5000);
    const http = await setup(
      (req, res) => {
        if (req.url === '/declared') {
          res.writeHead(200, { 'content-length': 5000 });
          res.end(big);
        } else {
          res.writeHead(200);
          res.write(big.slice(0, 2500));
          setTimeout(() => res.end(big.slice(2500)), 20);
        }
      },
      { maxBodyBytes: 4096 },
    );
    await expect(http.get('/declared')).rejects.toThrow(/body larger than 4096 bytes/);
    await expect(http.get('/chunked')).rejects.toThrow(/body larger than 4096 bytes/);
  });

  it('reports a refused connection as a TransportError', async () => {
    server = await startTestServer((_req, res) => sendJson(res, 200, []));
    const url = server.url;
    await server.close();
    server = undefined;
    client = createHttpClient({ baseUrl: url, signer });
    const error = await client.get('/v1/broker-pairs').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransportError);
    expect((error as TransportError).evidence.error).toMatch(/ECONNREFUSED/);
  });

  it('reports a body cut off mid-way as a TransportError', async () => {
    const http = await setup((_req, res) => {
      res.writeHead(200, { 'content-length': 1000 });
      res.write('[{"id":');
      setTimeout(() => res.socket?.destroy(), 10);
    });
    const error = await http.get('/v1/orders').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransportError);
    expect((error as TransportError).evidence.error).toBeTruthy();
  });

  it('does not decompress: a gzip body stays as sent', async () => {
    const { gzipSync } = await import('node:zlib');
    const http = await setup((_req, res) => {
      const body = gzipSync('[]');
      res.writeHead(200, { 'content-encoding': 'gzip', 'content-type': 'application/json', 'content-length': body.length });
      res.end(body);
    });
    const ex = await http.get('/v1/fee-levels');
    expect(ex.json).toBeUndefined();
    expect(ex.jsonError).toMatch(/not JSON/);
  });

  it('keeps a non-JSON body as text, with the reason', async () => {
    const http = await setup((_req, res) => {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('<b>boom</b>');
    });
    const ex = await http.get('/v1/fee-levels');
    expect(ex.json).toBeUndefined();
    expect(ex.jsonError).toMatch(/not JSON/);
    expect(ex.evidence().response?.body).toBe('<b>boom</b>');
  });

  it('never shows the API secret or a signature in evidence, curl or the run log', async () => {
    // The server misbehaves: it echoes the signature and the secret back.
    const http = await setup((req, res) => {
      res.setHeader('x-echo', String(req.headers['x-signature']));
      sendJson(res, 401, { detail: `bad signature ${String(req.headers['x-signature'])} for ${SECRET}` });
    });
    const ex = await http.get(
      '/v1/orders',
      { pairSymbol: 'BTCTRY' },
      {
        tamper: (h) => ({ ...h, 'X-Signature': 'TAMPERED0000000000000000' }),
      },
    );
    const sentSignature = 'TAMPERED0000000000000000';
    const evidence = ex.evidence({ expected: 'no data', actual: 'a 401' });
    const shown = JSON.stringify(evidence);
    expect(shown).not.toContain(SECRET);
    expect(shown).not.toContain(sentSignature);
    expect(evidence.request.headers['X-Signature']).toBe('<redacted>');
    expect(evidence.curl).toContain('"X-Signature: $TARC_SIGNATURE"');
    expect(evidence.curl).toContain("-H 'X-PCK: public-key-1'");
    expect(evidence.curl.endsWith(`'${server!.url}/v1/orders?pairSymbol=BTCTRY'`)).toBe(true);
    // The raw exchange still holds what the server said (checks may inspect it) ...
    expect(ex.bodyText).toContain(sentSignature);
    // ... and the run's scrubber removes every signature sent and the secret.
    const scrubbed = JSON.stringify(http.scrub({ a: ex.bodyText, b: `${SECRET}!` }));
    expect(scrubbed).not.toContain(sentSignature);
    expect(scrubbed).not.toContain(SECRET);
    expect(http.exchanges()).toHaveLength(1);
  });

  it('hides a header whose value carries the secret (custom signer)', async () => {
    const leaky: Signer = ({ apiKey, apiSecret }) => ({ 'X-PCK': apiKey, 'X-Debug': `k=${apiSecret}` });
    const http = await setup((_req, res) => sendJson(res, 200, []), { signer: leaky });
    const ex = await http.get('/v1/fee-levels');
    const shown = JSON.stringify(ex.evidence());
    expect(shown).not.toContain(SECRET);
    expect(ex.evidence().curl).toContain('"X-Debug: $TARC_DEBUG"');
  });

  it.each([
    ['within the log budget, whole', undefined],
    ['past the log budget, as an excerpt', 0],
  ])('keeps large bodies in the run log %s', async (_name, budget) => {
    const big = Array.from({ length: 3000 }, (_, i) => ({ id: String(i), pad: 'x'.repeat(40) }));
    const http = await setup((_req, res) => sendJson(res, 200, big), budget === undefined ? {} : { logValueBudget: budget });
    const ex = await http.get('/v1/trades');
    expect(ex.json).toEqual(big);
    const logged = http.exchanges()[0]!;
    // The log never keeps a large body's text, only what evidence shows of it.
    expect(logged.bodyText.length).toBeLessThan(4100);
    if (budget === undefined) expect(logged.json).toEqual(big);
    else {
      // An excerpt holds no data to judge (issue 40): no records, a word of what was cut.
      expect(logged.json).toBeUndefined();
      expect(logged.cut).toMatch(/memory budget kept an excerpt/);
      expect(logged.evidence().response?.body).toHaveLength(10);
      expect(logged.evidence().response?.bodyCut).toMatch(/an array shown as its first 10 of 3000 items/);
    }
    expect(logged.jsonError).toBeUndefined();
    expect(logged.evidence().response?.status).toBe(200);
  });

  it('holds at most `concurrency` requests in flight', async () => {
    let inFlight = 0;
    let peak = 0;
    const http = await setup(
      (_req, res) => {
        inFlight++;
        peak = Math.max(peak, inFlight);
        setTimeout(() => {
          inFlight--;
          sendJson(res, 200, []);
        }, 30);
      },
      { concurrency: 2 },
    );
    await Promise.all(Array.from({ length: 8 }, () => http.get('/v1/fee-levels')));
    expect(peak).toBe(2);
    expect(http.requestCount()).toBe(8);
  });

  it('signs a request when it leaves the queue, not when it enters (fresh stamps)', async () => {
    const stamps: number[] = [];
    const answeredAt: number[] = [];
    let signed = 0;
    const stamping: Signer = () => ({ 'X-Stamp': String(++signed), 'X-Nonce': String(Math.random()), 'X-Signature': 'SIG00000000000000000000' });
    const http = await setup(
      (req, res) => {
        stamps.push(Number(req.headers['x-stamp']));
        setTimeout(() => {
          answeredAt.push(signed);
          sendJson(res, 200, []);
        }, 20);
      },
      { concurrency: 1, signer: stamping },
    );
    await Promise.all(Array.from({ length: 5 }, () => http.get('/v1/fee-levels')));
    // Counted, not timed (issue 45): one at a time, each request is signed after the one before it
    // was answered; signed on entry, all five would be signed before the first answer.
    expect(stamps).toEqual([1, 2, 3, 4, 5]);
    expect(answeredAt).toEqual([1, 2, 3, 4, 5]);
  });

  it('a request sent again (a retry) is signed again: a new stamp and a new nonce', async () => {
    const seen: { stamp: string; nonce: string }[] = [];
    const http = await setup(
      (req, res) => {
        seen.push({ stamp: String(req.headers['x-stamp']), nonce: String(req.headers['x-nonce']) });
        setTimeout(() => sendJson(res, 200, []), 20);
      },
      { signer: undefined, credentials: { apiKey: 'public-key-1', apiSecret: 'c2VjcmV0LWJ5dGVz' } },
    );
    await http.get('/v1/fee-levels');
    await http.get('/v1/fee-levels');
    expect(seen).toHaveLength(2);
    expect(seen[1]!.nonce).not.toBe(seen[0]!.nonce);
    expect(Number(seen[1]!.stamp)).toBeGreaterThan(Number(seen[0]!.stamp));
  });

  it('does not send a URL past 16 KiB (a value a server sent), and fails as a transport error', async () => {
    const http = await setup((_req, res) => sendJson(res, 200, []));
    const error = await http.get('/v1/orders', { pairSymbol: 'X'.repeat(20_000) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransportError);
    expect((error as TransportError).message).toMatch(/over 16384: not sent/);
    expect((error as TransportError).evidence.request.url.length).toBeLessThan(300);
    expect(server!.requests).toHaveLength(0);
  });

  it('refuses a body nested past the limit and cuts a long list, each with a note for the report', async () => {
    const http = await setup((req, res) => {
      if (req.url === '/v1/deep') return sendJson(res, 200, JSON.parse(`${'['.repeat(100)}${']'.repeat(100)}`));
      return sendJson(
        res,
        200,
        Array.from({ length: 20_000 }, (_, i) => i),
      );
    });
    const deep = await http.get('/v1/deep');
    expect(deep.json).toBeUndefined();
    expect(deep.jsonError).toMatch(/nesting deeper than 32 levels/);
    const long = await http.get('/v1/long');
    expect((long.json as unknown[]).length).toBe(10_000);
    expect(long.jsonError).toBeUndefined();
    expect(http.limitNotes()).toEqual([
      expect.stringMatching(/^GET .*\/v1\/deep: nesting deeper than 32 levels .*judged as a body that is not JSON/),
      expect.stringMatching(/^GET .*\/v1\/long: .*only its first 10000 items were read/),
    ]);
  });

  it('starts at most `rate` requests per second', async () => {
    const http = await setup((_req, res) => sendJson(res, 200, []), { rate: 20, concurrency: 8 });
    const started = performance.now();
    await Promise.all(Array.from({ length: 6 }, () => http.get('/v1/fee-levels')));
    // 6 starts at 20/s: the last one starts 5 intervals (250 ms) after the first.
    expect(performance.now() - started).toBeGreaterThanOrEqual(240);
  });

  it('awaits an asynchronous signer, and refuses headers that are not strings', async () => {
    const later: Signer = async (input) => signer(input);
    const http = await setup((req, res) => sendJson(res, 200, { sig: req.headers['x-signature'] ?? null }), { signer: later });
    expect((await http.get('/v1/fee-levels')).json).toEqual({ sig: expect.stringMatching(/^SIG/) });
    const junk = createHttpClient({ baseUrl: server!.url, credentials, signer: () => ({ 'X-Signature': 42 }) as never });
    await expect(junk.get('/v1/fee-levels')).rejects.toThrow(/the signer failed: it must return an object of header names to string values/);
    await junk.close();
  });

  it('turns an asynchronous signer failure into an error that does not carry the secret', async () => {
    const failing: Signer = async ({ apiSecret }) => {
      throw new Error(`cannot use ${apiSecret}`);
    };
    const http = await setup((_req, res) => sendJson(res, 200, []), { signer: failing });
    const error = (await http.get('/v1/fee-levels').catch((e: unknown) => e)) as Error;
    expect(error.message).toMatch(/the signer failed/);
    expect(error.message).not.toContain(SECRET);
  });

  it('turns a signer failure into an error that does not carry the secret', async () => {
    const failing: Signer = ({ apiSecret }) => {
      throw new Error(`cannot use ${apiSecret}`);
    };
    const http = await setup((_req, res) => sendJson(res, 200, []), { signer: failing });
    const error = (await http.get('/v1/fee-levels').catch((e: unknown) => e)) as Error;
    expect(error.message).toMatch(/the signer failed/);
    expect(error.message).not.toContain(SECRET);
  });
});
