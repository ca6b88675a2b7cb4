import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../test/support/client.js';
import { generateDataset } from './data/dataset.js';
import { CANCELED } from './data/orders.js';
import { DEFAULT_PROFILE } from './profile.js';
import { startReferenceServer } from './server.js';
import { orderIdText } from './model/records.js';
import type { ReferenceServer } from './server-options.js';

const NOW = new Date('2026-06-01T12:00:00Z');
let server: ReferenceServer;
beforeAll(async () => {
  server = await startReferenceServer({ now: NOW });
});
afterAll(() => server.close());

function rawRequest(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const url = new URL(server.url);
    const socket = connect(Number(url.port), url.hostname, () => socket.end(text));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
  });
}

describe('routing and error bodies', () => {
  it.each(['/', '/v1', '/v2/orders', '/v1/order', '/v1/orders/', '/v1/fee-levels/1', '/v1/orders/1/x', '/V1/orders'])(
    'answers 404 problem details without errors for %s',
    async (path) => {
      const reply = await get(server.url, path, { account: server.accounts[0] });
      expect(reply.status).toBe(404);
      expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(reply.json).toMatchObject({ title: 'Not Found', status: 404, type: expect.stringContaining('15.5.5') });
      expect(reply.json).toHaveProperty('traceId', expect.any(String));
      expect(reply.json).not.toHaveProperty('errors');
    },
  );

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])('answers %s with 405 and Allow: GET', async (method) => {
    const reply = await get(server.url, '/v1/fee-levels', { method });
    expect(reply.status).toBe(405);
    expect(reply.headers.allow).toBe('GET');
    expect(reply.json).toHaveProperty('traceId');
  });

  it('serves JSON arrays with the JSON content type', async () => {
    const reply = await get(server.url, '/v1/fee-levels');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Array.isArray(reply.json)).toBe(true);
  });

  it('ignores a request body', async () => {
    const body = '{"pairSymbol":"nope"}';
    const text = await rawRequest(
      `GET /v1/broker-pairs HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(text).toMatch(/^HTTP\/1\.1 200 /);
    expect(text).toContain('"symbol":"BTCTRY"');
  });

  it('reads an absolute-form request target', async () => {
    const url = new URL(server.url);
    const text = await rawRequest(`GET http://${url.host}/v1/fee-levels HTTP/1.1\r\nHost: ${url.host}\r\nConnection: close\r\n\r\n`);
    expect(text).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('answers an unreadable request 400 with a problem body, not a crash', async () => {
    const text = await rawRequest('GARBAGE\r\n\r\n');
    expect(text).toMatch(/^HTTP\/1\.1 400 /);
    expect(text).toContain('"traceId"');
  });
});

const BEFORE = '2026-06-01T00:00:00';

describe('malformed input is a 400, never a 5xx', () => {
  const cases: [string, string][] = [
    ['bad date', `pairSymbol=BTCTRY&createdAtBefore=2026-13-45`],
    ['date with text', `pairSymbol=BTCTRY&createdAtBefore=yesterday`],
    ['non-integer page', `pairSymbol=BTCTRY&createdAtBefore=${BEFORE}&page=1.5`],
    ['negative page', `pairSymbol=BTCTRY&createdAtBefore=${BEFORE}&page=-1`],
    ['huge page', `pairSymbol=BTCTRY&createdAtBefore=${BEFORE}&page=${'9'.repeat(400)}`],
    ['pageSize 0', `pairSymbol=BTCTRY&createdAtBefore=${BEFORE}&pageSize=0`],
    ['pageSize 51', `pairSymbol=BTCTRY&createdAtBefore=${BEFORE}&pageSize=51`],
    ['repeated pageSize', `pairSymbol=BTCTRY&createdAtBefore=${BEFORE}&pageSize=5&pageSize=6`],
    ['repeated pairSymbol', `pairSymbol=BTCTRY&pairSymbol=ETHTRY&createdAtBefore=${BEFORE}`],
    ['bad percent escape', `pairSymbol=BTC%ZZTRY&createdAtBefore=${BEFORE}`],
    ['truncated escape', `pairSymbol=BTCTRY%2&createdAtBefore=${BEFORE}`],
    ['invalid UTF-8', `pairSymbol=%C3%28&createdAtBefore=${BEFORE}`],
    ['huge odd value', `pairSymbol=${'%F0%9F%92%A9'.repeat(500)}&createdAtBefore=${BEFORE}`],
    ['Canceled', `pairSymbol=BTCTRY&createdAtBefore=${BEFORE}&status=Canceled`],
    ['lower-case type', `pairSymbol=BTCTRY&createdAtBefore=${BEFORE}&type=buy`],
    ['nothing', ''],
  ];
  it.each(cases)('orders: %s', async (_, query) => {
    const reply = await get(server.url, `/v1/orders?${query}`, { account: server.accounts[0] });
    expect(reply.status).toBe(400);
    expect(reply.json).toMatchObject({ status: 400, type: expect.stringContaining('15.5.1'), errors: expect.any(Object) });
    expect(reply.json).toHaveProperty('traceId', expect.any(String));
  });

  it.each([
    ['/v1/trades', `pairSymbol=BTCTRY&createdAtBefore=${BEFORE}&pageSize=1001`],
    ['/v1/trades', `pairSymbol=NOPE&createdAtBefore=${BEFORE}`],
    ['/v1/crypto-withdrawals', `createdAtBefore=${BEFORE}`],
    ['/v1/crypto-deposits', `createdAtBefore=${BEFORE}&createdAtAfter=2026-01-01&pageSize=abc`],
    ['/v1/account-wallets', 'currencySymbol=BTC&currencySymbol=ETH'],
    ['/v1/account-wallets', 'currencySymbol=%E0%A4%A'],
  ])('%s?%s', async (path, query) => {
    const reply = await get(server.url, `${path}?${query}`, { account: server.accounts[0] });
    expect(reply.status).toBe(400);
    expect(reply.json).toHaveProperty('errors');
    expect(reply.json).toHaveProperty('traceId');
  });

  it('answers a very long URL 400 with a problem body', async () => {
    const reply = await get(server.url, `/v1/broker-pairs?symbol=${'A'.repeat(100_000)}`);
    expect(reply.status).toBe(400);
    expect(reply.json).toHaveProperty('traceId');
  });

  it('answers a long but readable URL normally', async () => {
    const reply = await get(server.url, `/v1/broker-pairs?symbol=${'A'.repeat(20_000)}`);
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual([]);
  });
});

describe('lookups', () => {
  it.each(['0', '007', '-1', 'abc', '%ZZ', '1e3', '99999999999999999999999', ' 1'])('answers 404 for the id %s', async (id) => {
    const reply = await get(server.url, `/v1/orders/${id}`, { account: server.accounts[0] });
    expect(reply.status).toBe(404);
    expect(reply.json).not.toHaveProperty('errors');
    const trade = await get(server.url, `/v1/trades/${id}`, { account: server.accounts[0] });
    expect(trade.status).toBe(404);
  });

  it('returns a Canceled order by id (the list never shows it)', async () => {
    const ds = generateDataset({ seed: 1, now: NOW, timestampDigits: 7 });
    const position = Array.from({ length: ds.orders.count }, (_, p) => p).find((p) => ds.orders.account[p] === 0 && ds.orders.status[p] === CANCELED)!;
    const id = orderIdText(ds, position, DEFAULT_PROFILE);
    const reply = await get(server.url, `/v1/orders/${id}`, { account: server.accounts[0] });
    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({ id, status: 'Canceled' });
  });
});

describe('options', () => {
  it.each([
    [{ fault: 'no-such-fault' }, /unknown fault "no-such-fault"/],
    [{ seed: 1.5 }, /seed must be an integer/],
    [{ size: { orders: -1 } }, /size.orders/],
    [{ port: 70_000 }, /port/],
    [{ profile: { idStyle: 'weird' } }, /idStyle must be one of/],
    [{ profile: { nope: 1 } }, /unknown profile key "nope"/],
    [{ now: new Date('x') }, /now must be a valid Date/],
  ])('rejects %o', async (options, message) => {
    await expect(startReferenceServer(options as never)).rejects.toThrow(message);
  });

  it('closes twice without error', async () => {
    const other = await startReferenceServer({ size: { orders: 10 } });
    await other.close();
    await other.close();
  });
});
