// Guard of the two engines: the answers to a broad query mix (test/support/golden-mix.ts), traceIds
// normalized, hashed per configuration and per engine (the plain model; the scale engine writing
// bytes; the scale engine serializing records, as under a fault's `record` hook). Every engine must
// give the hash the server gave before its serving path was optimized (and before the model served),
// on the same data and requests. Any changed byte, status or content type fails.
import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { get } from '../test/support/client.js';
import { idMix, listMix, type GoldenRequest } from '../test/support/golden-mix.js';
import { findFault, type FaultName } from './faults/index.js';
import { startReferenceServer } from './server.js';
import type { Serving } from './serving.js';
import type { ReferenceProfile } from './types.js';
import type { ReferenceServer } from './server-options.js';

const NOW = new Date('2026-06-01T12:00:00Z');

interface Config {
  name: string;
  seed: number;
  orders: number;
  profile?: Partial<ReferenceProfile>;
  fault?: FaultName;
  golden: string;
}

const CONFIGS: Config[] = [
  { name: 'seed 1, 3,000 orders', seed: 1, orders: 3000, golden: 'abb61c6664b411686efd2ecd456ffe59e684f74338fd38f10ca782313b93760c' },
  { name: 'seed 7, 60,000 orders', seed: 7, orders: 60_000, golden: '16092a2a2e1566580f13b5fe4c677b8271e627298e4b42cf5cece336b75b223a' },
  {
    name: 'seed 1, 20,000 orders, 6 digits, prefixed ids',
    seed: 1,
    orders: 20_000,
    profile: { timestampDigits: 6, idStyle: 'prefixed' },
    golden: '3436938c163ee1705332ed2401f4d5ddcd71a05ec7d17869fb9dd451beb5607e',
  },
  {
    name: 'seed 7, 20,000 orders, fixed-width ids, extra fields, negative Sell, other deposit statuses',
    seed: 7,
    orders: 20_000,
    profile: { idStyle: 'fixed-width', extraFields: true, sellSign: 'negative', depositStatuses: 'other' },
    golden: '934be1f813638c4a45a5914de52939c9933be51da45f8ef083f4dd4a194f2d22',
  },
  {
    name: 'seed 1, 5,000 orders, query-reading profiles',
    seed: 1,
    orders: 5000,
    profile: {
      tradesCreatedAt: 'instant',
      windowAnchor: 'after',
      tradesOrderId: 'filter',
      otherValidationStatus: 422,
      datetimeInput: 'service',
      authFailureStatus: 403,
    },
    golden: 'e4076f3131b79d9ba236ffba755544b3783d7cb543f6f607e224450017d60c23',
  },
  {
    name: 'seed 7, 2,000 orders, empty auth failures, reference data auth',
    seed: 7,
    orders: 2000,
    profile: { authFailureBody: 'empty', referenceDataAuth: true, timestampDigits: 6 },
    golden: 'b199cf0a3c53c7958ebfa14ad99c187a5759291bf00796ab788e7f4dfb007cce',
  },
];

/**
 * Faults whose hooks change what is selected or counted (other accounts merged, another order, a
 * count of all pages, a lookup of another account, records changed by a `record` hook) and the
 * profiles that reorder ties or ignore parameters: each engine must run the hooks alike.
 */
const HOOKED: Config[] = [
  {
    name: 'seed 1, 3,000 orders, ties reversed in page, orderId ignores the rest',
    seed: 1,
    orders: 3000,
    profile: { tieOrder: 'reversed-in-page', tradesOrderId: 'ignore' },
    golden: '77d6730fc26ad30d9bb166d8c19c39507a23f66c6e79ae2a6a7000f32262fc9c',
  },
  ...(
    [
      ['orders-other-account-in-list', 'b8f67ddce17156d34b00f3dd0c20ecd04dc6e887a6c7df62571330b04be2e955'],
      ['orders-ordered-by-id-always', '954474143ce5a878e58d66bf767f0e663f515c3489c7f84ff279a2897e44cbc1'],
      ['orders-order-id-after-by-created-at', 'fe26866398a2aca99cd1be1c1ae9e1d9154ea23b10e95ede9fbbdcae3a39ca24'],
      ['isolation-trades-by-order-id-any-account', '17fc8af73023fa6d70dd252da843dd1ef97f130b0a18d3e015295b1b25370589'],
      ['trades-order-id-next-order', 'fe4cbbf136f9f92e8e12c38a04ddf98b4384394c7616d166b0dce556a26b937c'],
      ['page-past-last-repeats-last', '6c8e0d481c2c4341063dccc82a8a216b501c109b67811bc5f64064c1341a4960'],
      ['filter-matching-nothing-ignored', 'a5f8342ffc5b217b0cbdc23c731bdaac767cb6df9cbb1f223cd17763cedd0146'],
      ['isolation-order-lookup-any-account-relabelled', '96c2321bf4a57013927c71e58e78dcd92daab3b92dfa95b9de0a68a7fa006bba'],
      ['orders-by-id-without-created-by', '8dbc8316bf8388a019b4c171f2415e155b0852de9ad75749b46669999e81015d'],
      ['trades-by-id-fee-type-swapped', '166f20a3139af82b9a91ee4a55498bc7bc93d5d1342c0238fabd1fd06a837d9a'],
    ] as const
  ).map(([fault, golden]): Config => ({ name: `seed 1, 3,000 orders, fault ${fault}`, seed: 1, orders: 3000, fault, golden })),
];

/**
 * The plain model and the scale engine on the same data; the scale engine serializes records (as a
 * fault's `record` hook needs) or writes bytes.
 */
function servings(config: Config): Serving[] {
  return ['model', config.fault && findFault(config.fault)?.hooks.record ? 'scale-records' : 'scale-bytes'];
}

const withoutTraceId = (text: string) => text.replace(/"traceId":"[^"]*"/g, '"traceId":""');

let open: ReferenceServer | undefined;
afterAll(() => open?.close());

async function answers(server: ReferenceServer, requests: GoldenRequest[], hash: ReturnType<typeof createHash>): Promise<unknown[]> {
  const bodies: unknown[] = [];
  for (const r of requests) {
    const account = r.account < 0 ? undefined : server.accounts[r.account];
    const reply = await get(server.url, r.path, { ...(account ? { account } : {}), ...(r.method ? { method: r.method } : {}) });
    hash.update(
      `${r.method ?? 'GET'} ${r.path} ${r.account}\n${reply.status} ${String(reply.headers['content-type'])} ` +
        `${String(reply.headers.allow)}\n${withoutTraceId(reply.text)}\n`,
    );
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

async function hashOf(config: Config, serving: Serving): Promise<string> {
  const options = { seed: config.seed, size: { orders: config.orders }, now: NOW, profile: config.profile ?? {} };
  open = await startReferenceServer(config.fault ? { ...options, fault: config.fault } : options, serving);
  try {
    const hash = createHash('sha256');
    const lists = listMix(NOW, 260);
    const bodies = await answers(open, lists, hash);
    const orders = bodies.filter((_, i) => lists[i]!.path.startsWith('/v1/orders'));
    const trades = bodies.filter((_, i) => lists[i]!.path.startsWith('/v1/trades'));
    const orderIds = [...idsOf(orders, 'id', 30), ...idsOf(trades, 'orderId', 10)];
    await answers(open, idMix(orderIds, idsOf(trades, 'id', 30), NOW), hash);
    expect(orderIds.length).toBeGreaterThan(20);
    return hash.digest('hex');
  } finally {
    await open.close();
    open = undefined;
  }
}

describe('byte-identical answers', () => {
  it.each([...CONFIGS, ...HOOKED])(
    '$name',
    async (config) => {
      const hashes: Partial<Record<Serving, string>> = {};
      for (const serving of servings(config)) hashes[serving] = await hashOf(config, serving);
      expect(hashes).toEqual(Object.fromEntries(servings(config).map((serving) => [serving, config.golden])));
    },
    120_000,
  );
});
