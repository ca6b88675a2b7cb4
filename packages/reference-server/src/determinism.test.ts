// "the same seed gives byte-identical responses (traceIds aside)".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, qs } from '../test/support/client.js';
import { startReferenceServer } from './server.js';
import type { ReferenceServer } from './server-options.js';

const NOW = new Date('2026-06-01T12:00:00Z');
const BEFORE = '2026-06-01T00:00:00';
const PATHS = [
  `/v1/orders${qs({ pairSymbol: 'BTCTRY', createdAtBefore: BEFORE, pageSize: 50, page: 2 })}`,
  `/v1/orders${qs({ pairSymbol: 'ETHTRY', orderIdAfter: '1000', order: 'ASC' })}`,
  `/v1/trades${qs({ pairSymbol: ['BTCTRY', 'ETHBTC'], createdAtBefore: BEFORE, pageSize: 300 })}`,
  '/v1/account-wallets',
  `/v1/crypto-withdrawals${qs({ createdAtBefore: BEFORE, createdAtAfter: '2025-01-01' })}`,
  `/v1/crypto-deposits${qs({ createdAtBefore: BEFORE, createdAtAfter: '2025-01-01' })}`,
  '/v1/broker-pairs',
  '/v1/crypto-assets',
  '/v1/crypto-network-families',
  '/v1/fee-levels',
  `/v1/orders${qs({ pairSymbol: 'BTCTRY' })}`,
  '/v1/orders/0',
  '/v1/nowhere',
];

let a: ReferenceServer, b: ReferenceServer, c: ReferenceServer;
beforeAll(async () => {
  [a, b, c] = await Promise.all([
    startReferenceServer({ seed: 3, now: NOW }),
    startReferenceServer({ seed: 3, now: NOW }),
    startReferenceServer({ seed: 4, now: NOW }),
  ]);
});
afterAll(() => Promise.all([a.close(), b.close(), c.close()]));

const withoutTraceId = (text: string) => text.replace(/"traceId":"[^"]*"/, '"traceId":""');

describe('determinism', () => {
  it('gives the same credentials and byte-identical bodies for the same seed', async () => {
    expect(a.accounts).toEqual(b.accounts);
    for (const path of PATHS) {
      const [x, y] = await Promise.all([get(a.url, path, { account: a.accounts[0] }), get(b.url, path, { account: b.accounts[0] })]);
      expect(x.status, path).toBe(y.status);
      expect(withoutTraceId(x.text), path).toBe(withoutTraceId(y.text));
    }
  });

  it('gives other data for another seed', async () => {
    const path = PATHS[0]!;
    const [x, z] = await Promise.all([get(a.url, path, { account: a.accounts[0] }), get(c.url, path, { account: c.accounts[0] })]);
    expect(x.text).not.toBe(z.text);
  });
});
