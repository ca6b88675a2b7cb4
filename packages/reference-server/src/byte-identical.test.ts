// Guard of the serving path: the answers to a broad query mix (golden-mix.testutil.ts), traceIds
// normalized, hashed per configuration and compared with the hashes the server gave before its
// serving path was optimized. Any changed byte, status or content type fails.
import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { get } from './client.testutil.js';
import { idMix, listMix, type GoldenRequest } from './golden-mix.testutil.js';
import { startReferenceServer } from './server.js';
import type { ReferenceProfile, ReferenceServer } from './types.js';

const NOW = new Date('2026-06-01T12:00:00Z');

interface Config {
  name: string;
  seed: number;
  orders: number;
  profile?: Partial<ReferenceProfile>;
  golden: string;
}

const CONFIGS: Config[] = [
  { name: 'seed 1, 3,000 orders', seed: 1, orders: 3000, golden: 'abb61c6664b411686efd2ecd456ffe59e684f74338fd38f10ca782313b93760c' },
  { name: 'seed 7, 60,000 orders', seed: 7, orders: 60_000, golden: '0476fccbac457cc77cd57b2e76821ed06980a8ec55ac6868688edbb6f250994b' },
  { name: 'seed 1, 20,000 orders, 6 digits, prefixed ids', seed: 1, orders: 20_000,
    profile: { timestampDigits: 6, idStyle: 'prefixed' }, golden: '76caa85ceca6a8d89ac09f923c31b2b1764986b9b28e431723fa2bdd466bfed2' },
  { name: 'seed 7, 20,000 orders, fixed-width ids, extra fields, negative Sell, other deposit statuses', seed: 7, orders: 20_000,
    profile: { idStyle: 'fixed-width', extraFields: true, sellSign: 'negative', depositStatuses: 'other' }, golden: '694afaa384dfb3e6de99d8e3b7052e9663235a629a6790e331dc47f25e18e47a' },
  { name: 'seed 1, 5,000 orders, query-reading profiles', seed: 1, orders: 5000,
    profile: { tradesCreatedAt: 'instant', windowAnchor: 'after', tradesOrderId: 'filter', otherValidationStatus: 422,
      datetimeInput: 'service', authFailureStatus: 403 }, golden: 'e4076f3131b79d9ba236ffba755544b3783d7cb543f6f607e224450017d60c23' },
  { name: 'seed 7, 2,000 orders, empty auth failures, reference data auth', seed: 7, orders: 2000,
    profile: { authFailureBody: 'empty', referenceDataAuth: true, timestampDigits: 6 }, golden: 'b199cf0a3c53c7958ebfa14ad99c187a5759291bf00796ab788e7f4dfb007cce' },
];

const withoutTraceId = (text: string) => text.replace(/"traceId":"[^"]*"/g, '"traceId":""');

let open: ReferenceServer | undefined;
afterAll(() => open?.close());

async function answers(server: ReferenceServer, requests: GoldenRequest[], hash: ReturnType<typeof createHash>): Promise<unknown[]> {
  const bodies: unknown[] = [];
  for (const r of requests) {
    const account = r.account < 0 ? undefined : server.accounts[r.account];
    const reply = await get(server.url, r.path, { ...(account ? { account } : {}), ...(r.method ? { method: r.method } : {}) });
    hash.update(`${r.method ?? 'GET'} ${r.path} ${r.account}\n${reply.status} ${String(reply.headers['content-type'])} `
      + `${String(reply.headers.allow)}\n${withoutTraceId(reply.text)}\n`);
    bodies.push(reply.json);
  }
  return bodies;
}

/** Up to `max` ids spread over the answers: the first and last record of each list. */
function idsOf(bodies: unknown[], field: string, max: number): string[] {
  const ids = new Set<string>();
  for (const body of bodies) {
    if (!Array.isArray(body) || body.length === 0) continue;
    for (const record of [body[0], body[body.length - 1]] as Record<string, unknown>[]) {
      if (typeof record[field] === 'string' && ids.size < max) ids.add(record[field]);
    }
  }
  return [...ids];
}

describe('byte-identical answers', () => {
  it.each(CONFIGS)('$name', async (config) => {
    open = await startReferenceServer({ seed: config.seed, size: { orders: config.orders }, now: NOW, profile: config.profile ?? {} });
    try {
      const hash = createHash('sha256');
      const lists = listMix(NOW, 260);
      const bodies = await answers(open, lists, hash);
      const orders = bodies.filter((_, i) => lists[i]!.path.startsWith('/v1/orders'));
      const trades = bodies.filter((_, i) => lists[i]!.path.startsWith('/v1/trades'));
      const orderIds = [...idsOf(orders, 'id', 30), ...idsOf(trades, 'orderId', 10)];
      await answers(open, idMix(orderIds, idsOf(trades, 'id', 30), NOW), hash);
      expect(orderIds.length).toBeGreaterThan(20);
      expect(hash.digest('hex')).toBe(config.golden);
    } finally {
      await open.close();
      open = undefined;
    }
  }, 60_000);
});
