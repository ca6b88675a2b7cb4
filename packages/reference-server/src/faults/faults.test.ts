// Each fault shows its deviation on a faulty server and not on the pristine one.
import { checkBuyTradeSigns, checkFeeLevels, checkNetworkFamilyIds, hasScale } from '@tarc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, qs, signedHeaders } from '../../test/support/client.js';
import { startReferenceServer } from '../server.js';
import type { ReferenceServer } from '../server-options.js';
import type { FaultName } from './index.js';

const NOW = new Date('2026-06-01T12:00:00Z');
const BEFORE = '2026-06-01T00:00:00';
type Probe = (server: ReferenceServer) => Promise<boolean>;

const ordersOf = async (server: ReferenceServer, query: Record<string, string | number>, account = 0) => {
  const reply = await get(server.url, `/v1/orders${qs(query)}`, { account: server.accounts[account] });
  return { reply, orders: (Array.isArray(reply.json) ? reply.json : []) as Record<string, string>[] };
};

/** Walks the account's BTCTRY orders by id (no window): every listed order. */
async function allListed(server: ReferenceServer, account = 0): Promise<Record<string, string>[]> {
  const out: Record<string, string>[] = [];
  for (let page = 1; page < 100; page++) {
    const { orders } = await ordersOf(server, { pairSymbol: 'BTCTRY', orderIdAfter: '0', page, pageSize: 50 }, account);
    out.push(...orders);
    if (orders.length < 50) break;
  }
  return out;
}

const PROBES: Partial<Record<FaultName, Probe>> = {
  'orders-canceled-listed': async (s) => (await allListed(s)).some((o) => o.status === 'Canceled'),
  'orders-page-size-51-accepted': async (s) => (await ordersOf(s, { pairSymbol: 'BTCTRY', orderIdAfter: '0', pageSize: 51 })).reply.status === 200,
  'orders-no-90-day-clamp': async (s) => {
    const { orders } = await ordersOf(s, { pairSymbol: 'BTCTRY', createdAtBefore: BEFORE, createdAtAfter: '2025-06-01T00:00:00', order: 'ASC' });
    return orders.some((o) => o.createdAt! < '2026-03-03');
  },
  'orders-scale-8-digits': async (s) => (await allListed(s)).some((o) => !hasScale(o.price!, 16)),
  'orders-other-account-by-id': async (s) => {
    const theirs = await allListed(s, 1);
    const reply = await get(s.url, `/v1/orders/${theirs[0]!.id}`, { account: s.accounts[0] });
    return reply.status === 200;
  },
  'orders-other-account-in-list': async (s) => (await allListed(s)).some((o) => o.accountId !== s.accounts[0]!.accountId),
  'trades-buy-positive-amounts': async (s) => {
    const reply = await get(s.url, `/v1/trades${qs({ pairSymbol: 'BTCTRY', createdAtBefore: BEFORE, pageSize: 200 })}`, { account: s.accounts[0] });
    return (reply.json as Record<string, unknown>[]).some((t) => checkBuyTradeSigns(t).length > 0 && t.side === 'Buy');
  },
  'not-found-with-errors': async (s) => {
    const reply = await get(s.url, '/v1/orders/0', { account: s.accounts[0] });
    return reply.status === 404 && Object.hasOwn(reply.json as object, 'errors');
  },
  'auth-not-enforced': async (s) => (await get(s.url, '/v1/account-wallets')).status === 200,
  'auth-bad-signature-accepted': async (s) => {
    const headers = { ...signedHeaders(s.accounts[0]!), 'X-Signature': Buffer.alloc(32, 7).toString('base64') };
    return (await get(s.url, '/v1/account-wallets', { headers })).status === 200;
  },
  'broker-pairs-scale-8-digits': async (s) =>
    ((await get(s.url, '/v1/broker-pairs')).json as Record<string, unknown>[]).some((p) => !hasScale(String(p.tickSize), 16)),
  'fee-levels-wrong-taker': async (s) => checkFeeLevels((await get(s.url, '/v1/fee-levels')).json).length > 0,
  'network-family-id-mismatch': async (s) =>
    ((await get(s.url, '/v1/crypto-network-families')).json as Record<string, unknown>[]).some((f) => checkNetworkFamilyIds(f).length > 0),
  'server-error-on-bad-page': async (s) => (await ordersOf(s, { pairSymbol: 'BTCTRY', createdAtBefore: BEFORE, page: 0 })).reply.status >= 500,
};

let pristine: ReferenceServer;
beforeAll(async () => {
  pristine = await startReferenceServer({ now: NOW });
});
afterAll(() => pristine.close());

describe.each(Object.entries(PROBES) as [FaultName, Probe][])('fault %s', (name, probe) => {
  it('shows its deviation, which the pristine server does not', async () => {
    const faulty = await startReferenceServer({ now: NOW, fault: name });
    try {
      expect(await probe(faulty)).toBe(true);
      expect(await probe(pristine)).toBe(false);
    } finally {
      await faulty.close();
    }
  });
});
