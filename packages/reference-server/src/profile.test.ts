import { addDays, parseDateTimeInput, validateResource } from '@tarc/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { get, qs, signedHeaders } from '../test/support/client.js';
import { DEFAULT_PROFILE, parseProfileAssignment, resolveProfile } from './profile.js';
import { startReferenceServer } from './server.js';
import { reverseTies } from './model/ties.js';
import type { ReferenceProfile } from './types.js';
import type { ReferenceServer } from './server-options.js';

const NOW = new Date('2026-06-01T12:00:00Z');
const BEFORE = '2026-06-01T00:00:00';
const servers: ReferenceServer[] = [];
afterAll(() => Promise.all(servers.map((s) => s.close())));

async function serve(profile: Partial<ReferenceProfile>): Promise<ReferenceServer> {
  const server = await startReferenceServer({ now: NOW, profile, size: { orders: 1500 } });
  servers.push(server);
  return server;
}

async function list(server: ReferenceServer, path: string, query: Record<string, string | number> = {}, account = 0) {
  const reply = await get(server.url, `${path}${qs(query)}`, { account: server.accounts[account] });
  return reply;
}

describe('profile parsing', () => {
  it.each([
    ['authFailureStatus=403', 'authFailureStatus', 403],
    ['timestampDigits=6', 'timestampDigits', 6],
    ['idStyle=prefixed', 'idStyle', 'prefixed'],
    ['referenceDataAuth=true', 'referenceDataAuth', true],
    ['extraFields=false', 'extraFields', false],
    ['sellSign=negative', 'sellSign', 'negative'],
    ['otherValidationStatus=422', 'otherValidationStatus', 422],
    ['authFailureBody=empty', 'authFailureBody', 'empty'],
    ['datetimeInput=service', 'datetimeInput', 'service'],
    ['depositStatuses=other', 'depositStatuses', 'other'],
    ['tieOrder=reversed-in-page', 'tieOrder', 'reversed-in-page'],
    ['signatureEncoding=hex', 'signatureEncoding', 'hex'],
    ['enumCase=insensitive', 'enumCase', 'insensitive'],
  ])('reads %s', (text, key, value) => {
    expect(parseProfileAssignment(text)).toEqual({ ok: true, key, value });
  });

  it.each(['nope=1', 'idStyle', '=x', 'authFailureStatus=402', 'extraFields=yes'])('rejects %s with a message', (text) => {
    const result = parseProfileAssignment(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message.length).toBeGreaterThan(10);
  });

  it('fills defaults and rejects unknown values', () => {
    expect(resolveProfile({ windowAnchor: 'after' })).toEqual({ ok: true, profile: { ...DEFAULT_PROFILE, windowAnchor: 'after' } });
    expect(resolveProfile({ windowAnchor: 'middle' as never }).ok).toBe(false);
  });
});

describe('profile options on the wire', () => {
  it('timestampDigits 6 writes 6 fractional digits', async () => {
    const server = await serve({ timestampDigits: 6 });
    const orders = (await list(server, '/v1/orders', { pairSymbol: 'BTCTRY', createdAtBefore: BEFORE })).json as { createdAt: string }[];
    expect(orders.length).toBeGreaterThan(0);
    for (const order of orders) expect(order.createdAt).toMatch(/T\d{2}:\d{2}:\d{2}\.\d{6}$/);
  });

  it('the default writes 7 fractional digits, not all ending in 0', async () => {
    const server = await serve({});
    const orders = (await list(server, '/v1/orders', { pairSymbol: 'BTCTRY', createdAtBefore: BEFORE })).json as { createdAt: string }[];
    for (const order of orders) expect(order.createdAt).toMatch(/\.\d{7}$/);
    expect(orders.some((order) => !order.createdAt.endsWith('0'))).toBe(true);
  });

  it('idStyle varying gives decimal ids of several lengths', async () => {
    const server = await serve({});
    const orders = (await list(server, '/v1/orders', { pairSymbol: 'BTCTRY', orderIdAfter: '0', pageSize: 50, order: 'ASC' })).json as { id: string }[];
    for (const order of orders) expect(order.id).toMatch(/^[1-9]\d*$/);
    expect(new Set(orders.map((order) => order.id.length)).size).toBeGreaterThan(1);
  });

  it('idStyle fixed-width gives decimal ids of one width', async () => {
    const server = await serve({ idStyle: 'fixed-width' });
    const orders = (await list(server, '/v1/orders', { pairSymbol: 'BTCTRY', orderIdAfter: '0', pageSize: 50 })).json as { id: string }[];
    expect(orders.length).toBe(50);
    expect(new Set(orders.map((order) => order.id.length))).toEqual(new Set([12]));
    expect((await list(server, `/v1/orders/${orders[0]!.id}`)).status).toBe(200);
  });

  it('idStyle prefixed gives non-numeric ids, ordered as strings, found by lookup', async () => {
    const server = await serve({ idStyle: 'prefixed' });
    const orders = (await list(server, '/v1/orders', { pairSymbol: 'BTCTRY', orderIdAfter: 'ord-', pageSize: 50, order: 'ASC' })).json as { id: string }[];
    expect(orders.length).toBe(50);
    for (const order of orders) expect(order.id).toMatch(/^ord-\d{12}$/);
    expect(orders.map((o) => o.id)).toEqual([...orders.map((o) => o.id)].sort());
    expect((await list(server, `/v1/orders/${orders[3]!.id}`)).json).toMatchObject({ id: orders[3]!.id });
    const trades = (await list(server, '/v1/trades', { pairSymbol: 'BTCTRY', createdAtBefore: BEFORE })).json as { id: string; orderId: string }[];
    expect(trades[0]!.id).toMatch(/^trd-\d{12}$/);
    expect(trades[0]!.orderId).toMatch(/^ord-\d{12}$/);
  });

  it('windowAnchor after keeps createdAtAfter and cuts createdAtBefore to 90 days after it', async () => {
    const after = '2025-09-01T00:00:00';
    const query = { pairSymbol: 'BTCTRY', createdAtBefore: BEFORE, createdAtAfter: after, order: 'DESC' };
    const anchoredAfter = (await list(await serve({ windowAnchor: 'after' }), '/v1/orders', query)).json as { createdAt: string }[];
    const limit = addDays(parseDateTimeInput(after)!, 90);
    expect(anchoredAfter.length).toBeGreaterThan(0);
    for (const order of anchoredAfter) expect(`${order.createdAt}` <= limit && order.createdAt > after).toBe(true);
    const anchoredBefore = (await list(await serve({}), '/v1/orders', query)).json as { createdAt: string }[];
    expect(anchoredBefore[0]!.createdAt > limit).toBe(true);
  });

  it('tradesCreatedAt reads createdAt as the day or as the instant', async () => {
    const day = await serve({ tradesCreatedAt: 'day' });
    const instant = await serve({ tradesCreatedAt: 'instant' });
    const trades = (await list(day, '/v1/trades', { pairSymbol: 'BTCTRY', createdAtBefore: BEFORE, pageSize: 1000 })).json as { createdAt: string }[];
    const counts = new Map<string, number>();
    for (const t of trades) counts.set(t.createdAt.slice(0, 10), (counts.get(t.createdAt.slice(0, 10)) ?? 0) + 1);
    const busy = trades.find((t) => counts.get(t.createdAt.slice(0, 10))! > 1)!;
    const query = { pairSymbol: 'BTCTRY', createdAt: busy.createdAt, pageSize: 1000 };
    const byDay = (await list(day, '/v1/trades', query)).json as { createdAt: string }[];
    const byInstant = (await list(instant, '/v1/trades', query)).json as { createdAt: string }[];
    expect(byDay.length).toBe(counts.get(busy.createdAt.slice(0, 10)));
    expect(byInstant.length).toBeGreaterThanOrEqual(1);
    expect(byInstant.every((t) => t.createdAt === busy.createdAt)).toBe(true);
    expect(byInstant.length).toBeLessThan(byDay.length);
  });

  it('tradesOrderId exclusive refuses other parameters with orderId; filter requires pairSymbol', async () => {
    const exclusive = await serve({ tradesOrderId: 'exclusive' });
    const filter = await serve({ tradesOrderId: 'filter' });
    const trade = ((await list(exclusive, '/v1/trades', { pairSymbol: 'BTCTRY', createdAtBefore: BEFORE })).json as { orderId: string }[])[0]!;
    expect((await list(exclusive, '/v1/trades', { orderId: trade.orderId })).status).toBe(200);
    expect((await list(exclusive, '/v1/trades', { orderId: trade.orderId, pairSymbol: 'BTCTRY' })).json).toMatchObject({
      errors: { pairSymbol: expect.any(Array) },
    });
    expect((await list(filter, '/v1/trades', { orderId: trade.orderId })).json).toMatchObject({ errors: { pairSymbol: expect.any(Array) } });
    const filtered = await list(filter, '/v1/trades', { orderId: trade.orderId, pairSymbol: 'BTCTRY', createdAtBefore: BEFORE });
    expect(filtered.status).toBe(200);
    expect((filtered.json as { orderId: string }[]).every((t) => t.orderId === trade.orderId)).toBe(true);
  });

  it('tradesOrderId ignore answers every trade of the order, newest first, whatever else is sent', async () => {
    const server = await serve({ tradesOrderId: 'ignore' });
    const trades = (await list(server, '/v1/trades', { pairSymbol: 'BTCTRY', createdAtBefore: BEFORE, pageSize: 1000 })).json as { orderId: string }[];
    const counts = new Map<string, number>();
    for (const t of trades) counts.set(t.orderId, (counts.get(t.orderId) ?? 0) + 1);
    const orderId = [...counts.entries()].find(([, n]) => n >= 2)![0];
    const alone = await list(server, '/v1/trades', { orderId });
    const noisy = await list(server, '/v1/trades', { orderId, pageSize: 1, page: 3, order: 'ASC', pairSymbol: 'NOPE', createdAtBefore: 'x' });
    expect(alone.status).toBe(200);
    expect(noisy.json).toEqual(alone.json);
    const got = alone.json as { orderId: string; createdAt: string }[];
    expect(got.length).toBe(counts.get(orderId));
    expect(got.every((t) => t.orderId === orderId)).toBe(true);
    expect(got.map((t) => t.createdAt)).toEqual(
      got
        .map((t) => t.createdAt)
        .sort()
        .reverse(),
    );
  });

  it('pageSizeAboveMax cut answers pageSize above 1000 with at most 1000 on trades and transfers; orders still refuse above 50', async () => {
    const server = await serve({ pageSizeAboveMax: 'cut' });
    const refusing = await serve({});
    const trades = { pairSymbol: 'BTCTRY', createdAtBefore: BEFORE, pageSize: 1001 };
    const cut = await list(server, '/v1/trades', trades);
    expect(cut.status).toBe(200);
    expect((cut.json as unknown[]).length).toBeLessThanOrEqual(1000);
    expect(cut.json).toEqual((await list(server, '/v1/trades', { ...trades, pageSize: 1000 })).json);
    expect((await list(refusing, '/v1/trades', trades)).status).toBe(400);
    expect((await list(server, '/v1/crypto-withdrawals', { createdAtBefore: BEFORE, createdAtAfter: '2026-03-05', pageSize: 5000 })).status).toBe(200);
    expect((await list(server, '/v1/orders', { pairSymbol: 'BTCTRY', createdAtBefore: BEFORE, pageSize: 51 })).status).toBe(400);
  });

  it('extraFields adds one unlisted field to every record except deposits', async () => {
    const server = await serve({ extraFields: true });
    const order = ((await list(server, '/v1/orders', { pairSymbol: 'BTCTRY', createdAtBefore: BEFORE })).json as object[])[0]!;
    expect(validateResource('order', order, { mode: 'strict' }).findings.map((f) => f.code)).toEqual(['extra-field']);
    expect(validateResource('order', order, { mode: 'lenient' }).ok).toBe(true);
    const fees = (await list(server, '/v1/fee-levels')).json as object[];
    expect(fees[0]).toHaveProperty('revision');
    const deposits = (await list(server, '/v1/crypto-deposits', { createdAtBefore: BEFORE, createdAtAfter: '2025-01-01' })).json as object[];
    expect(deposits.length).toBeGreaterThan(0);
    for (const deposit of deposits) expect(validateResource('cryptoDeposit', deposit, { mode: 'strict' }).ok).toBe(true);
  });

  it('sellSign negative writes Sell trades negative too, as Buy trades', async () => {
    const query = { pairSymbol: 'BTCTRY', createdAtBefore: BEFORE, pageSize: 1000 };
    type Trade = { id: string; side: string; denominatorAmount: string; feeAmount: string; taxAmount: string };
    const signs = async (server: ReferenceServer, side: string) => {
      const trades = ((await list(server, '/v1/trades', query)).json as Trade[]).filter((t) => t.side === side);
      expect(trades.length, side).toBeGreaterThan(0);
      return new Set(trades.flatMap((t) => [t.denominatorAmount, t.feeAmount, t.taxAmount].map((v) => v.startsWith('-'))));
    };
    const negative = await serve({ sellSign: 'negative' });
    expect(await signs(negative, 'Sell')).toEqual(new Set([true]));
    expect(await signs(negative, 'Buy')).toEqual(new Set([true]));
    expect(await signs(await serve({}), 'Sell')).toEqual(new Set([false]));
  });

  it('otherValidationStatus 422 answers invalid trades and transfer queries with 422, orders still with 400', async () => {
    const server = await serve({ otherValidationStatus: 422 });
    const trades = await list(server, '/v1/trades', { pairSymbol: 'BTCTRY', createdAtBefore: BEFORE, pageSize: 1001 });
    expect([trades.status, (trades.json as { status: number }).status]).toEqual([422, 422]);
    expect((trades.json as { type: string }).type).toMatch(/15\.5\.21$/);
    expect((await list(server, '/v1/crypto-deposits', { createdAtBefore: BEFORE })).status).toBe(422);
    expect((await list(server, '/v1/crypto-withdrawals', { createdAtBefore: BEFORE, createdAtAfter: 'x' })).status).toBe(422);
    expect((await list(server, '/v1/orders', { pairSymbol: 'BTCTRY', createdAtBefore: BEFORE, pageSize: 51 })).status).toBe(400);
    expect((await list(await serve({}), '/v1/trades', { pairSymbol: 'BTCTRY', createdAtBefore: BEFORE, pageSize: 1001 })).status).toBe(400);
  });

  it('authFailureBody empty answers an unauthenticated request with the failure status and no body', async () => {
    const reply = await get((await serve({ authFailureBody: 'empty' })).url, '/v1/account-wallets');
    expect([reply.status, reply.text]).toEqual([401, '']);
    expect((await get((await serve({})).url, '/v1/account-wallets')).text).toMatch(/traceId/);
  });

  it('datetimeInput service accepts only the form the service writes: no bare date, no offset', async () => {
    const server = await serve({ datetimeInput: 'service' });
    const orders = (before: string) => list(server, '/v1/orders', { pairSymbol: 'BTCTRY', createdAtBefore: before });
    expect((await orders(BEFORE)).status).toBe(200);
    expect((await orders(`${BEFORE}.123456`)).status).toBe(200);
    for (const other of ['2026-06-01', `${BEFORE}Z`, `${BEFORE}+03:00`]) {
      const reply = await orders(other);
      expect([other, reply.status, Object.keys((reply.json as { errors: object }).errors)]).toEqual([other, 400, ['createdAtBefore']]);
    }
    expect((await list(await serve({}), '/v1/orders', { pairSymbol: 'BTCTRY', createdAtBefore: '2026-06-01' })).status).toBe(200);
  });

  it('depositStatuses other writes other deposit status words', async () => {
    const query = { createdAtBefore: BEFORE, createdAtAfter: '2025-06-01' };
    const statuses = async (server: ReferenceServer) =>
      new Set(((await list(server, '/v1/crypto-deposits', query)).json as { status: string }[]).map((d) => d.status));
    expect(await statuses(await serve({ depositStatuses: 'other' }))).toEqual(new Set(['Success', 'Processing', 'Failed']));
    expect(await statuses(await serve({}))).toEqual(new Set(['Completed', 'Pending', 'Rejected']));
  });

  it('tieOrder reversed-in-page gives orders of equal createdAt in the other order', async () => {
    const query = { pairSymbol: 'BTCTRY', createdAtBefore: '2026-03-01T00:00:00' };
    const page = async (server: ReferenceServer) => (await list(server, '/v1/orders', query)).json as { id: string; createdAt: string }[];
    const stable = await page(await serve({}));
    const reversed = await page(await serve({ tieOrder: 'reversed-in-page' }));
    const tie = stable.findIndex((o, i) => i > 0 && stable[i - 1]!.createdAt === o.createdAt);
    expect(tie, 'the seeded page holds a tie').toBeGreaterThan(0);
    expect(reversed.map((o) => o.id)).toEqual(reverseTies([...stable], (o) => o.createdAt).map((o) => o.id));
    expect(reversed[tie]!.id).toBe(stable[tie - 1]!.id);
  });

  it('signatureEncoding hex accepts the default HMAC written in hex, and refuses it in base64', async () => {
    const hexOf = (server: ReferenceServer) => {
      const headers = signedHeaders(server.accounts[0]!);
      return { ...headers, 'X-Signature': Buffer.from(headers['X-Signature']!, 'base64').toString('hex') };
    };
    const hex = await serve({ signatureEncoding: 'hex' });
    expect((await get(hex.url, '/v1/account-wallets', { headers: hexOf(hex) })).status).toBe(200);
    expect((await get(hex.url, '/v1/account-wallets', { account: hex.accounts[0] })).status).toBe(401);
    const base64 = await serve({});
    expect((await get(base64.url, '/v1/account-wallets', { headers: hexOf(base64) })).status).toBe(401);
  });

  it('enumCase insensitive reads enum values in any letter case, names still as written, Canceled refused in every case', async () => {
    const query = { pairSymbol: 'BTCTRY', createdAtBefore: BEFORE };
    const insensitive = await serve({ enumCase: 'insensitive' });
    const exact = await serve({});
    const types = async (server: ReferenceServer, type: string) =>
      new Set(((await list(server, '/v1/orders', { ...query, type })).json as { type: string }[]).map((o) => o.type));
    expect(await types(insensitive, 'buy')).toEqual(new Set(['Buy']));
    expect((await list(insensitive, '/v1/orders', { ...query, status: 'uNtOuChEd' })).status).toBe(200);
    expect((await list(insensitive, '/v1/trades', { ...query, side: 'SELL' })).status).toBe(200);
    for (const status of ['Canceled', 'canceled', 'CANCELED', 'cAnCeLeD']) {
      expect((await list(insensitive, '/v1/orders', { ...query, status })).status, status).toBe(400);
    }
    // Parameter names stay case-sensitive: `Type` is an unknown parameter, ignored.
    expect(await types(insensitive, 'Buy')).toEqual(new Set(['Buy']));
    expect((await list(insensitive, '/v1/orders', { ...query, Type: 'Buy' })).status).toBe(200);
    expect((await list(exact, '/v1/orders', { ...query, type: 'buy' })).status).toBe(400);
    expect((await list(exact, '/v1/orders', { ...query, status: 'canceled' })).status).toBe(400);
  });

  it('referenceDataAuth protects reference data', async () => {
    const server = await serve({ referenceDataAuth: true });
    expect((await get(server.url, '/v1/fee-levels')).status).toBe(401);
    expect((await list(server, '/v1/fee-levels')).status).toBe(200);
  });
});
