// Conditions of production, never deviations: live data (records arriving and settling while a
// client runs) and throttling (429 with Retry-After beyond N requests per S seconds, per key).
import { afterAll, describe, expect, it } from 'vitest';
import { get, qs } from '../test/support/client.js';
import { startReferenceServer } from './server.js';
import type { ReferenceServer } from './server-options.js';

const servers: ReferenceServer[] = [];
afterAll(() => Promise.all(servers.map((s) => s.close())));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A createdAtBefore an hour ahead: the window holds everything up to the server's clock. */
const FAR = new Date(Date.now() + 3_600_000).toISOString().replace('Z', '');

async function serve(options: Parameters<typeof startReferenceServer>[0]): Promise<ReferenceServer> {
  const server = await startReferenceServer({ size: { orders: 1500 }, ...options });
  servers.push(server);
  return server;
}

type Row = { id: string; createdAt: string; status?: string; updatedAt?: string };

describe('live data', () => {
  it('orders and trades arrive as the clock passes them (newest createdAt, highest id); none from the future is served', async () => {
    const server = await serve({ live: { orderEveryMs: 20, transferEveryMs: 100 } });
    const account = server.accounts[0];
    const newest = async () =>
      (await get(server.url, `/v1/orders${qs({ pairSymbol: 'BTCTRY', createdAtBefore: FAR, pageSize: 50 })}`, { account })).json as Row[];
    const first = await newest();
    await sleep(1500);
    const later = await newest();
    const arrived = later.filter((o) => !first.some((f) => f.id === o.id));
    expect(arrived.length).toBeGreaterThan(0);
    const now = new Date().toISOString().replace('Z', '');
    expect(later.every((o) => o.createdAt <= now)).toBe(true);
    expect(BigInt(arrived[0]!.id)).toBeGreaterThan(BigInt(first[0]!.id));
    // id mode (no window) and a lookup see no order that is not created yet either.
    const byId = (await get(server.url, `/v1/orders${qs({ pairSymbol: 'BTCTRY', orderIdAfter: '0', order: 'DESC', pageSize: 5 })}`, { account })).json as Row[];
    expect(byId.every((o) => o.createdAt <= new Date().toISOString().replace('Z', ''))).toBe(true);
    const trades = (await get(server.url, `/v1/trades${qs({ pairSymbol: ['BTCTRY', 'ETHTRY', 'USDTTRY'], createdAtBefore: FAR, pageSize: 5 })}`, { account }))
      .json as Row[];
    expect(trades.every((t) => t.createdAt <= new Date().toISOString().replace('Z', ''))).toBe(true);
  });

  it('withdrawals arrive Pending and settle Confirmed with updatedAt moved; deposits Pending then Completed', async () => {
    const server = await serve({ live: { orderEveryMs: 1000, transferEveryMs: 100 } });
    const account = server.accounts[0];
    const read = async (path: string) =>
      (await get(server.url, `${path}${qs({ createdAtAfter: '2020-01-01', createdAtBefore: FAR, orderBy: 'DESC', pageSize: 100 })}`, { account }))
        .json as Row[];
    await sleep(400);
    const pending = (await read('/v1/crypto-withdrawals')).find((w) => w.id.startsWith('9000') && w.status === 'Pending');
    const deposit = (await read('/v1/crypto-deposits')).find((d) => d.id.startsWith('9000') && d.status === 'Pending');
    expect(pending).toBeDefined();
    expect(deposit).toBeDefined();
    expect(pending!.updatedAt).toBe(pending!.createdAt);
    await sleep(4000);
    const settled = (await read('/v1/crypto-withdrawals')).find((w) => w.id === pending!.id)!;
    expect(settled.status).toBe('Confirmed');
    expect(settled.updatedAt! > pending!.updatedAt!).toBe(true);
    expect((await read('/v1/crypto-deposits')).find((d) => d.id === deposit!.id)!.status).toBe('Completed');
  });

  it('refuses live data with a fixed clock, and a rate out of range', async () => {
    await expect(startReferenceServer({ live: true, now: new Date() })).rejects.toThrow(/now cannot be set/);
    await expect(startReferenceServer({ live: { orderEveryMs: 1 } })).rejects.toThrow(/live.orderEveryMs/);
  });
});

describe('throttling', () => {
  it('answers 429 with Retry-After beyond N requests per S seconds, per key', async () => {
    const server = await serve({ throttle: { requests: 3, seconds: 2 } });
    const [first, second] = server.accounts;
    const path = '/v1/account-wallets';
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await get(server.url, path, { account: first })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await get(server.url, path, { account: first });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.json).toMatchObject({ status: 429 });
    // Another key has its own budget.
    expect((await get(server.url, path, { account: second })).status).toBe(200);
    await sleep(2100);
    expect((await get(server.url, path, { account: first })).status).toBe(200);
  });
});
