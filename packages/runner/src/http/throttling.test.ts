// A throttling server is a condition of the run: Retry-After is waited out, repeated 429s slow the
// run down, and a request still throttled past its budget is not evaluated (ThrottledError).
import { afterEach, describe, expect, it } from 'vitest';
import { ThrottledError } from '@tarc/conformance';
import { sendJson, startTestServer, type TestServer } from '../../test/support/test-server.js';
import { createHttpClient, type RunHttpClient } from './client.js';
import { createLimiter } from './limiter.js';
import { retryAfterMs } from './throttling.js';

let server: TestServer | undefined;
let client: RunHttpClient | undefined;
afterEach(async () => {
  await client?.close();
  await server?.close();
  client = undefined;
  server = undefined;
});

describe('retryAfterMs', () => {
  it('reads delay-seconds and an HTTP-date; anything else is no answer', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs('3', now)).toBe(3000);
    expect(retryAfterMs(' 0 ', now)).toBe(0);
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs('Wed, 31 Dec 2025 23:59:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs('-1', now)).toBeUndefined();
    expect(retryAfterMs(undefined, now)).toBeUndefined();
  });
});

describe('a throttling server', () => {
  it('is waited out: a 429 with Retry-After is sent again after the wait, and the run says so', async () => {
    let calls = 0;
    server = await startTestServer((_req, res) => {
      calls++;
      if (calls <= 2) return sendJson(res, 429, { status: 429 }, { 'retry-after': '1' });
      sendJson(res, 200, []);
    });
    const events: string[] = [];
    client = createHttpClient({ baseUrl: server.url, onThrottle: (m) => events.push(m) });
    const started = Date.now();
    const ex = await client.get('/v1/fee-levels');
    expect(ex.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    expect(calls).toBe(3);
    const summary = client.throttling();
    expect(summary).toMatchObject({ throttled: 2, retried: 2, gaveUp: 0 });
    expect(summary!.message).toMatch(/^server throttled 2 requests; rerun with `--rate [0-9.]+`$/);
    expect(events.length).toBe(1);
    expect(events[0]).toMatch(/slowing to 2 at a time/);
  });

  it('a 503 with Retry-After (an HTTP date) is waited out too; a 503 without it is the answer', async () => {
    let calls = 0;
    server = await startTestServer((req, res) => {
      calls++;
      if (req.url === '/plain') return sendJson(res, 503, { status: 503 });
      if (calls === 1) return sendJson(res, 503, { status: 503 }, { 'retry-after': new Date(Date.now() + 500).toUTCString() });
      sendJson(res, 200, []);
    });
    client = createHttpClient({ baseUrl: server.url });
    expect((await client.get('/v1/x')).status).toBe(200);
    expect((await client.get('/plain')).status).toBe(503);
    expect(client.throttling()).toMatchObject({ throttled: 1, retried: 1 });
  });

  it('throws ThrottledError when the request stays throttled past its budget, never a 429 as the answer', async () => {
    server = await startTestServer((_req, res) => sendJson(res, 429, { status: 429 }, { 'retry-after': '0' }));
    client = createHttpClient({ baseUrl: server.url });
    const error = await client.get('/v1/orders').then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ThrottledError);
    expect((error as ThrottledError).message).toMatch(/still throttled \(429\) after 5 attempts/);
    expect(client.throttling()).toMatchObject({ throttled: 5, retried: 4, gaveUp: 1 });
    expect(client.throttling()!.message).toMatch(/1 still throttled after retries/);
  });

  it('says nothing when the server never throttled', async () => {
    server = await startTestServer((_req, res) => sendJson(res, 200, []));
    client = createHttpClient({ baseUrl: server.url });
    await client.get('/v1/x');
    expect(client.throttling()).toBeUndefined();
  });
});

describe('createLimiter slowDown', () => {
  it('halves the concurrency and the rate, never below one at a time, and stays under the caps given', async () => {
    const limiter = createLimiter(4, 10);
    expect(limiter.slowDown()).toEqual({ concurrency: 2, rate: 5 });
    expect(limiter.slowDown()).toEqual({ concurrency: 1, rate: 2.5 });
    expect(limiter.slowDown().concurrency).toBe(1);
    let active = 0,
      most = 0;
    await Promise.all(
      Array.from({ length: 3 }, () =>
        limiter.run(async () => {
          most = Math.max(most, ++active);
          await new Promise((r) => setTimeout(r, 5));
          active--;
        }),
      ),
    );
    expect(most).toBe(1);
  });

  it('speeds up a tenth at a time after slowing down, never past the caps the run started with', () => {
    const limiter = createLimiter(4, 10);
    limiter.slowDown();
    expect(limiter.speedUp().rate).toBeCloseTo(5.5);
    for (let i = 0; i < 20; i++) limiter.speedUp();
    expect(limiter.speedUp()).toEqual({ concurrency: 4, rate: 10 });
  });

  it('holds every start until the time a Retry-After asked for', async () => {
    const limiter = createLimiter(4);
    limiter.holdUntil(performance.now() + 300);
    const started = performance.now();
    await limiter.run(async () => undefined);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });
});
