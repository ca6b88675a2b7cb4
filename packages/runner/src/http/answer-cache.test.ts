import { afterEach, describe, expect, it } from 'vitest';
import { sendJson, startTestServer, type TestServer } from '../../test/support/test-server.js';
import { ASKED_AGAIN_NOTE, RECORDED_NOTE, withAnswerCache } from './answer-cache.js';
import { createHttpClient, type RunHttpClient } from './client.js';
import type { Signer } from './signer.js';

const credentials = { apiKey: 'public-key-1', apiSecret: 'sEcReT-abcdef0123456789' };
const secondCredentials = { apiKey: 'public-key-2', apiSecret: 'sEcReT-2-abcdef0123456789' };
let n = 0;
const signer: Signer = ({ apiKey }) => ({ 'X-PCK': apiKey, 'X-Nonce': `nonce-${++n}`, 'X-Signature': `SIG${String(n).padStart(20, '0')}` });

let server: TestServer | undefined;
let client: RunHttpClient | undefined;
afterEach(async () => {
  await client?.close();
  await server?.close();
});

async function setup(): Promise<{ http: RunHttpClient; hits: () => number }> {
  let hits = 0;
  server = await startTestServer((req, res) => {
    hits++;
    sendJson(res, 200, req.url === '/big' ? { n: hits, pad: 'x'.repeat(1024 * 1024 + 1) } : { n: hits, url: req.url });
  });
  client = withAnswerCache(createHttpClient({ baseUrl: server.url, credentials, secondCredentials, signer }));
  return { http: client, hits: () => hits };
}

describe('withAnswerCache', () => {
  it('asks one question once: the same credentials and URL read the recorded answer, whose evidence says so', async () => {
    const { http, hits } = await setup();
    const [a, b] = await Promise.all([http.get('/v1/fee-levels', { x: ['1', '2'] }), http.get('/v1/fee-levels', { x: ['1', '2'] })]);
    const c = await http.get('/v1/fee-levels', { x: ['1', '2'] });
    expect(hits()).toBe(1);
    expect(http.requestCount()).toBe(1);
    expect([a.json, b.json, c.json]).toEqual([
      { n: 1, url: '/v1/fee-levels?x=1&x=2' },
      { n: 1, url: '/v1/fee-levels?x=1&x=2' },
      { n: 1, url: '/v1/fee-levels?x=1&x=2' },
    ]);
    expect(a.evidence().note).toBeUndefined();
    expect(c.recorded).toBe(true);
    expect(c.evidence().note).toBe(RECORDED_NOTE);
    expect(c.evidence({ note: 'aimed at X' }).note).toBe(`aimed at X (${RECORDED_NOTE})`);
  });

  it('takes the same parameters in another order for the same question, but not a repeated parameter in another order', async () => {
    const { http, hits } = await setup();
    await http.get('/v1/orders', { pairSymbol: 'BTCTRY', order: 'DESC', pageSize: 1 });
    const again = await http.get('/v1/orders', { pageSize: 1, pairSymbol: 'BTCTRY', order: 'DESC' });
    expect(hits()).toBe(1);
    expect(again.recorded).toBe(true);
    await http.get('/v1/trades', { pairSymbol: ['A', 'B'] });
    await http.get('/v1/trades', { pairSymbol: ['B', 'A'] });
    expect(hits()).toBe(3);
  });

  it('hands a recorded answer the headers it was signed with', async () => {
    const { http } = await setup();
    let first: Readonly<Record<string, string>> | undefined;
    let second: Readonly<Record<string, string>> | undefined;
    await http.get('/v1/orders/1', undefined, { onSigned: (h) => (first = h) });
    await http.get('/v1/orders/1', undefined, { onSigned: (h) => (second = h) });
    expect(first?.['X-Nonce']).toMatch(/^nonce-/);
    expect(second).toEqual(first);
  });

  it('sends again what is fresh, forged, or asked with other credentials', async () => {
    const { http, hits } = await setup();
    await http.get('/v1/orders/1');
    await http.get('/v1/orders/1', undefined, { fresh: true });
    await http.get('/v1/orders/1', undefined, { credentials: 'secondary' });
    await http.get('/v1/orders/1', undefined, { credentials: 'none' });
    await http.get('/v1/orders/1', undefined, { tamper: (h) => h });
    await http.get('/v1/orders/1', undefined, { clockOffsetMs: -1 });
    await http.get('/v1/orders/1', undefined, { credentials: 'crossed' });
    await http.get('/v1/orders/1', undefined, { credentials: { apiKey: 'k', apiSecret: 's-0123456789' } });
    await http.get('/v1/orders/1', undefined, { rawQuery: 'a=1' });
    expect(hits()).toBe(9);
    await http.get('/v1/orders/1', undefined, { credentials: 'secondary' });
    await http.get('/v1/orders/1', undefined, { rawQuery: 'a=1' });
    expect(hits()).toBe(9);
  });

  it('records no answer too large to keep all run', async () => {
    const { http, hits } = await setup();
    await http.get('/big');
    await http.get('/big');
    expect(hits()).toBe(2);
  });
});

describe('withAnswerCache under its budget', () => {
  async function budgeted(budget: number) {
    let hits = 0;
    server = await startTestServer((req, res) => {
      hits++;
      sendJson(res, 200, { url: req.url, pad: 'x'.repeat(1000) });
    });
    const cache = withAnswerCache(createHttpClient({ baseUrl: server.url, credentials, secondCredentials, signer }), budget);
    client = cache;
    return { cache, hits: () => hits };
  }

  it('keeps at most its budget of body characters: the answers read longest ago give way', async () => {
    const { cache } = await budgeted(3500);
    for (let i = 0; i < 10; i++) {
      await cache.get(`/v1/orders/${i}`);
      expect(cache.keptChars()).toBeLessThanOrEqual(3500);
    }
    expect(cache.keptChars()).toBeGreaterThan(2000);
  });

  it('sends again a question whose answer gave way, and its evidence says so', async () => {
    const { cache, hits } = await budgeted(2500);
    await cache.get('/v1/orders/a');
    await cache.get('/v1/orders/b');
    expect((await cache.get('/v1/orders/b')).recorded).toBe(true);
    await cache.get('/v1/orders/c'); // a gives way
    expect(hits()).toBe(3);
    const again = await cache.get('/v1/orders/a');
    expect(hits()).toBe(4);
    expect(again.recorded).toBeFalsy();
    expect(again.evidence().note).toBe(ASKED_AGAIN_NOTE);
  });

  it('says so for an answer too large to record, asked again', async () => {
    const { http } = await setup();
    expect((await http.get('/big')).evidence().note).toBeUndefined();
    expect((await http.get('/big')).evidence().note).toBe(ASKED_AGAIN_NOTE);
  });
});
