// Whatever the query string, path or headers, the server answers JSON and never a 5xx.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../test/support/client.js';
import { startReferenceServer } from './server.js';
import type { ReferenceServer } from './server-options.js';

let server: ReferenceServer;
beforeAll(async () => {
  server = await startReferenceServer({ now: new Date('2026-06-01T12:00:00Z'), size: { orders: 500 } });
});
afterAll(() => server.close());

const PATHS = [
  '/v1/orders',
  '/v1/orders/5',
  '/v1/trades',
  '/v1/trades/5',
  '/v1/account-wallets',
  '/v1/crypto-withdrawals',
  '/v1/crypto-deposits',
  '/v1/broker-pairs',
  '/v1/crypto-assets',
  '/v1/crypto-network-families',
  '/v1/fee-levels',
];
const NAMES = [
  'pairSymbol',
  'orderIdAfter',
  'type',
  'status',
  'createdAtBefore',
  'createdAtAfter',
  'createdAt',
  'page',
  'pageSize',
  'order',
  'orderBy',
  'orderId',
  'side',
  'symbol',
  'currencySymbol',
  'externalTransactionId',
];
const VALUES = [
  'BTCTRY',
  'Buy',
  'Canceled',
  '2026-05-01',
  '2026-05-01T00:00:00.1234567',
  '1',
  '0',
  '-1',
  '51',
  '1001',
  '99999999999999999999',
  'ASC',
  'desc',
  '',
  '%',
  '%zz',
  '%C3%28',
  '%00',
  '+',
  '..',
  '\u0000',
];

/** One raw query-string part: a known name or junk, `=`, a known value or junk, each possibly encoded. */
const part = fc
  .tuple(
    fc.oneof(fc.constantFrom(...NAMES), fc.string({ maxLength: 12 })),
    fc.oneof(fc.constantFrom(...VALUES), fc.string({ maxLength: 30 }), fc.string({ unit: 'binary', maxLength: 10 })),
    fc.boolean(),
  )
  .map(([name, value, encode]) => {
    // Byte-wise percent-encoding (lone surrogates become U+FFFD); unencoded parts keep printable ASCII raw.
    const text = (s: string) =>
      [...Buffer.from(s, 'utf8')]
        .map((b) => (!encode && b > 0x20 && b < 0x7f && b !== 0x23 ? String.fromCharCode(b) : `%${b.toString(16).padStart(2, '0')}`))
        .join('');
    return `${text(name)}=${VALUES.includes(value) ? value : text(value)}`;
  });

describe('fuzzed requests', () => {
  it('never get a 5xx, always JSON, with a traceId on every error', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PATHS), fc.array(part, { maxLength: 8 }), fc.boolean(), async (path, parts, signed) => {
        const reply = await get(server.url, `${path}?${parts.join('&')}`, signed ? { account: server.accounts[0] } : {});
        expect(reply.status).toBeLessThan(500);
        expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(reply.json).not.toBeUndefined();
        if (reply.status >= 400) expect(reply.json).toHaveProperty('traceId', expect.any(String));
      }),
      { numRuns: 300, seed: 11 },
    );
  });
});
