import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, qs, signedHeaders } from '../../test/support/client.js';
import { startReferenceServer } from '../server.js';
import type { ReferenceServer } from '../server-options.js';

const NOW = new Date('2026-06-01T12:00:00Z');
const ACCOUNT_PATHS = [
  `/v1/orders${qs({ pairSymbol: 'BTCTRY', createdAtBefore: '2026-06-01T00:00:00' })}`,
  '/v1/orders/5',
  `/v1/trades${qs({ pairSymbol: 'BTCTRY', createdAtBefore: '2026-06-01T00:00:00' })}`,
  '/v1/trades/5',
  '/v1/account-wallets',
  `/v1/crypto-withdrawals${qs({ createdAtBefore: '2026-06-01T00:00:00', createdAtAfter: '2025-06-01T00:00:00' })}`,
  `/v1/crypto-deposits${qs({ createdAtBefore: '2026-06-01T00:00:00', createdAtAfter: '2025-06-01T00:00:00' })}`,
];
const REFERENCE_PATHS = ['/v1/broker-pairs', '/v1/crypto-assets', '/v1/crypto-network-families', '/v1/fee-levels'];

let server: ReferenceServer;
beforeAll(async () => {
  server = await startReferenceServer({ now: NOW });
});
afterAll(() => server.close());

type Tamper = (headers: Record<string, string>) => Record<string, string>;

const TAMPERS: [string, Tamper][] = [
  ['no headers', () => ({})],
  ['no X-Signature', ({ 'X-Signature': _, ...rest }) => rest],
  ['no X-PCK', ({ 'X-PCK': _, ...rest }) => rest],
  ['no X-Stamp', ({ 'X-Stamp': _, ...rest }) => rest],
  ['no X-Nonce', ({ 'X-Nonce': _, ...rest }) => rest],
  ['unknown key', (h) => ({ ...h, 'X-PCK': 'pk_unknown' })],
  ['bad signature', (h) => ({ ...h, 'X-Signature': Buffer.alloc(32, 1).toString('base64') })],
  ['signature not base64', (h) => ({ ...h, 'X-Signature': '%%%' })],
  ['nonce changed after signing', (h) => ({ ...h, 'X-Nonce': `${h['X-Nonce']}x` })],
];

describe('authentication', () => {
  it('answers a signed request on every account endpoint', async () => {
    for (const path of ACCOUNT_PATHS) {
      const reply = await get(server.url, path, { account: server.accounts[0] });
      expect([200, 404], path).toContain(reply.status);
    }
  });

  it.each(TAMPERS)('refuses %s with 401 problem details on every account endpoint', async (_, tamper) => {
    for (const path of ACCOUNT_PATHS) {
      const headers = tamper(signedHeaders(server.accounts[0]!));
      const reply = await get(server.url, path, { headers });
      expect(reply.status, path).toBe(401);
      expect(reply.json).toMatchObject({ status: 401, title: 'Unauthorized' });
      expect(reply.json).toHaveProperty('traceId');
      expect(reply.text).not.toContain(headers['X-Signature'] ?? '\u0000');
    }
  });

  it.each([
    ['61 s old', -61_000],
    ['61 s ahead', 61_000],
  ])('refuses a stamp %s', async (_, offset) => {
    const reply = await get(server.url, '/v1/account-wallets', { account: server.accounts[0], stamp: Date.now() + offset });
    expect(reply.status).toBe(401);
  });

  it('accepts a stamp 50 s off', async () => {
    const reply = await get(server.url, '/v1/account-wallets', { account: server.accounts[0], stamp: Date.now() - 50_000 });
    expect(reply.status).toBe(200);
  });

  it('refuses a reused nonce', async () => {
    const nonce = randomUUID();
    const first = await get(server.url, '/v1/account-wallets', { account: server.accounts[0], nonce });
    expect(first.status).toBe(200);
    const again = await get(server.url, '/v1/account-wallets', { account: server.accounts[0], nonce });
    expect(again.status).toBe(401);
  });

  it('leaves reference data public by default', async () => {
    for (const path of REFERENCE_PATHS) expect((await get(server.url, path)).status, path).toBe(200);
  });

  it('limits results to the caller account', async () => {
    for (const account of server.accounts) {
      const reply = await get(server.url, '/v1/account-wallets', { account });
      const wallets = reply.json as { accountId: string }[];
      expect(wallets.length).toBeGreaterThan(0);
      expect(new Set(wallets.map((w) => w.accountId))).toEqual(new Set([account.accountId]));
    }
  });

  it("answers 404 for another account's order and trade", async () => {
    const [a, b] = server.accounts;
    const list = await get(server.url, `/v1/trades${qs({ pairSymbol: 'BTCTRY', createdAtBefore: '2026-06-01T00:00:00' })}`, { account: b });
    const trade = (list.json as { id: string; orderId: string }[])[0]!;
    expect((await get(server.url, `/v1/trades/${trade.id}`, { account: b })).status).toBe(200);
    expect((await get(server.url, `/v1/trades/${trade.id}`, { account: a })).status).toBe(404);
    expect((await get(server.url, `/v1/orders/${trade.orderId}`, { account: b })).status).toBe(200);
    expect((await get(server.url, `/v1/orders/${trade.orderId}`, { account: a })).status).toBe(404);
  });

  it('never returns data to a request without valid credentials', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ACCOUNT_PATHS),
        fc.constantFrom(...TAMPERS.map(([, tamper]) => tamper)),
        fc.option(fc.integer({ min: 61_000, max: 10_000_000 }).chain((ms) => fc.constantFrom(ms, -ms))),
        async (path, tamper, offset) => {
          const headers = tamper(signedHeaders(server.accounts[1]!, Date.now() + (offset ?? 0)));
          const reply = await get(server.url, path, { headers });
          expect(reply.status).toBeGreaterThanOrEqual(400);
          expect(reply.status).toBeLessThan(500);
          expect(Array.isArray(reply.json)).toBe(false);
          expect(reply.json).not.toHaveProperty('accountId');
        },
      ),
      { numRuns: 80, seed: 5 },
    );
  });
});

describe('auth: all and the 403 profile', () => {
  it('requires credentials on reference data with auth: all', async () => {
    const strict = await startReferenceServer({ now: NOW, auth: 'all', size: { orders: 50 } });
    try {
      for (const path of REFERENCE_PATHS) {
        expect((await get(strict.url, path)).status, path).toBe(401);
        expect((await get(strict.url, path, { account: strict.accounts[0] })).status, path).toBe(200);
      }
    } finally {
      await strict.close();
    }
  });

  it('answers 403 under authFailureStatus 403', async () => {
    const other = await startReferenceServer({ now: NOW, profile: { authFailureStatus: 403 }, size: { orders: 50 } });
    try {
      const reply = await get(other.url, '/v1/account-wallets');
      expect(reply.status).toBe(403);
      expect(reply.json).toMatchObject({ status: 403, title: 'Forbidden' });
    } finally {
      await other.close();
    }
  });
});
