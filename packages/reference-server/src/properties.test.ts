// Property tests against a naive reading of each query (test/support/query-oracle.ts: records written
// from the seeded data, not by the server's builders), on the plain model that serves by default and
// on the scale engine: page walks add up to the oracle's result, each record as the oracle writes it,
// records validate, the window never exceeds 90 days.
import {
  addDays,
  addMilliseconds,
  formatTimestamp,
  instantFromDate,
  parseDateTimeInput,
  validateCryptoDepositsQuery,
  validateCryptoWithdrawalsQuery,
  validateOrdersQuery,
  validateTradesQuery,
  type Instant,
  type QueryContext,
} from '@tarc/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDataset } from './data/dataset.js';
import { idOrdering } from './data/ids.js';
import { PAIR_SYMBOLS } from './data/pairs.js';
import { CRYPTO_ASSETS } from './data/reference-data.js';
import { modelData, modelOrders, modelTrades, modelTransfers, type ModelData } from '../test/support/query-oracle.js';
import { DEFAULT_PROFILE } from './profile.js';
import { startReferenceServer } from './server.js';
import type { Serving } from './serving.js';
import type { ReferenceProfile } from './types.js';
import type { ReferenceServer } from './server-options.js';
import { expectWalkMatches, walkPages } from '../test/support/walk.js';

const NOW = new Date('2026-06-01T12:00:00Z');
const SEED = 7;
const MAX_PAGES = 8;
const now = instantFromDate(NOW);

/** The default profile with many runs (on both engines), then each alternative OPEN-POINTS.md allows with fewer. */
const PROFILES: [string, Partial<ReferenceProfile>, number, Serving?][] = [
  ['default profile', {}, 60],
  ['default profile, scale engine', {}, 30, 'scale-bytes'],
  ['timestampDigits 6', { timestampDigits: 6 }, 12],
  ['idStyle fixed-width', { idStyle: 'fixed-width' }, 12],
  ['idStyle prefixed', { idStyle: 'prefixed' }, 12],
  ['windowAnchor after', { windowAnchor: 'after' }, 12],
  ['tradesCreatedAt instant', { tradesCreatedAt: 'instant' }, 12],
  ['tradesOrderId filter', { tradesOrderId: 'filter' }, 12],
  ['extraFields', { extraFields: true }, 12],
];

describe.each(PROFILES)('%s', (_, partial, RUNS, serving) => {
  const profile: ReferenceProfile = { ...DEFAULT_PROFILE, ...partial };
  const ctx: QueryContext = { now: NOW, pairs: PAIR_SYMBOLS, windowAnchor: profile.windowAnchor, tradesOrderId: profile.tradesOrderId };
  const mode = profile.extraFields ? 'lenient' : 'strict';

  let server: ReferenceServer;
  let data: ModelData;
  beforeAll(async () => {
    server = await startReferenceServer({ seed: SEED, now: NOW, profile: partial }, serving);
    data = modelData(generateDataset({ seed: SEED, now: NOW, timestampDigits: profile.timestampDigits }), profile);
  });
  afterAll(() => server.close());

  /** An instant `hours` (and some ms) before now, written as the service writes instants or as a date. */
  const instantBefore = fc
    .record({ hours: fc.integer({ min: 0, max: 420 * 24 }), ms: fc.integer({ min: 0, max: 3_599_999 }), form: fc.constantFrom('full', 'full', 'date') })
    .map(({ hours, ms, form }) => {
      const at = addMilliseconds(now, -(hours * 3_600_000 + ms));
      return form === 'date' ? at.slice(0, 10) : formatTimestamp(at);
    });

  const sortOrder = fc.constantFrom(undefined, 'ASC', 'DESC', 'asc');
  const account = fc.constantFrom(0, 1);

  function within90Days(createdAt: string, before: Instant): boolean {
    const at = `${createdAt}0`.slice(0, 27);
    return at <= before && at > addDays(before, -90);
  }

  function defined<T>(query: Record<string, T | undefined>): Record<string, T> {
    return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as Record<string, T>;
  }

  describe('GET /v1/orders against the model', () => {
    it('pages are disjoint, ordered as asked, and add up to the filtered result; the window is at most 90 days', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            account,
            pairSymbol: fc.constantFrom(...PAIR_SYMBOLS),
            mode: fc.constantFrom('window', 'window', 'id', 'both'),
            before: instantBefore,
            spanDays: fc.option(fc.integer({ min: 0, max: 200 })),
            idKind: fc.constantFrom('existing', 'existing', 'number', 'text'),
            idPick: fc.nat(),
            type: fc.subarray(['Buy', 'Sell']),
            status: fc.subarray(['Untouched', 'Partial', 'Closed']),
            order: sortOrder,
            pageSize: fc.integer({ min: 1, max: 50 }),
          }),
          async (g) => {
            const demo = server.accounts[g.account]!;
            const own = data.orders.filter((o) => o.accountId === demo.accountId && o.pairSymbol === g.pairSymbol);
            const orderIdAfter =
              g.mode === 'window'
                ? undefined
                : g.idKind === 'existing' && own.length > 0
                  ? own[g.idPick % own.length]!.id
                  : g.idKind === 'text'
                    ? 'abc'
                    : String(g.idPick);
            const createdAtBefore = g.mode === 'id' ? undefined : g.before;
            const createdAtAfter =
              g.spanDays === null || createdAtBefore === undefined ? undefined : addDays(parseDateTimeInput(createdAtBefore)!, -g.spanDays).slice(0, 19);
            const query = { pairSymbol: g.pairSymbol, orderIdAfter, createdAtBefore, createdAtAfter, type: g.type, status: g.status, order: g.order };
            const normalized = validateOrdersQuery(defined(query), ctx);
            if (!normalized.ok) throw new Error(JSON.stringify(normalized.problem));
            const model = modelOrders(data, demo.accountId, normalized.value, idOrdering(profile.idStyle));
            const walk = await walkPages(server.url, '/v1/orders', query, g.pageSize, demo, MAX_PAGES);
            expectWalkMatches(walk, g.pageSize, model, 'order', mode);
            const flat = walk.pages.flat();
            for (const record of flat) {
              expect(record.status).not.toBe('Canceled');
              expect(record.accountId).toBe(demo.accountId);
              const before = normalized.value.window.before;
              if (before !== undefined) expect(within90Days(String(record.createdAt), before)).toBe(true);
            }
          },
        ),
        { numRuns: RUNS, seed: 42 },
      );
    });
  });

  describe('GET /v1/trades against the model', () => {
    it('pages add up to the filtered result, ordered by createdAt as asked', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            account,
            pairs: fc.subarray([...PAIR_SYMBOLS], { minLength: 1, maxLength: 3 }),
            side: fc.constantFrom(undefined, 'Buy', 'Sell'),
            mode: fc.constantFrom('window', 'window', 'createdAt', 'orderId'),
            before: instantBefore,
            spanDays: fc.option(fc.integer({ min: 0, max: 120 })),
            pick: fc.nat(),
            dateOnly: fc.boolean(),
            order: sortOrder,
            pageSize: fc.integer({ min: 1, max: 60 }),
          }),
          async (g) => {
            const demo = server.accounts[g.account]!;
            const own = data.trades.filter((t) => t.accountId === demo.accountId);
            const picked = own[g.pick % own.length]!;
            const exclusive = profile.tradesOrderId === 'exclusive';
            const query: Record<string, string | string[] | undefined> =
              g.mode === 'orderId'
                ? exclusive
                  ? { orderId: picked.orderId }
                  : { orderId: picked.orderId, pairSymbol: g.pairs, createdAtBefore: formatTimestamp(now) }
                : g.mode === 'createdAt'
                  ? { pairSymbol: g.pairs, side: g.side, order: g.order, createdAt: g.dateOnly ? picked.createdAt.slice(0, 10) : picked.createdAt }
                  : {
                      pairSymbol: g.pairs,
                      side: g.side,
                      order: g.order,
                      createdAtBefore: g.before,
                      createdAtAfter: g.spanDays === null ? undefined : addDays(now, -g.spanDays - 200).slice(0, 19),
                    };
            const sent = defined(query);
            const normalized = validateTradesQuery(sent, ctx);
            if (!normalized.ok) throw new Error(JSON.stringify(normalized.problem));
            const model = modelTrades(data, demo.accountId, normalized.value, profile.tradesCreatedAt);
            // orderId: "when set, no other parameter may be sent", so one default page (50).
            const single = g.mode === 'orderId' && exclusive;
            const pageSize = single ? 50 : g.pageSize;
            const walk = await walkPages(server.url, '/v1/trades', sent, pageSize, demo, single ? 0 : MAX_PAGES);
            expectWalkMatches(walk, pageSize, model, 'trade', mode);
            if (single) expect(walk.pages.flat().length).toBeGreaterThan(0);
            const before = normalized.value.window.before;
            if (before !== undefined) {
              for (const record of walk.pages.flat()) expect(within90Days(String(record.createdAt), before)).toBe(true);
            }
          },
        ),
        { numRuns: RUNS, seed: 43 },
      );
    });
  });

  describe('GET /v1/crypto-withdrawals and /v1/crypto-deposits against the model', () => {
    it('pages add up to the filtered result', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            account,
            path: fc.constantFrom('/v1/crypto-withdrawals', '/v1/crypto-deposits'),
            before: instantBefore,
            spanDays: fc.integer({ min: 0, max: 400 }),
            symbol: fc.constantFrom(undefined, 'BTC', 'USDT', 'XRP', 'DOGE'),
            external: fc.option(fc.nat()),
            orderBy: sortOrder,
            pageSize: fc.integer({ min: 1, max: 30 }),
          }),
          async (g) => {
            const demo = server.accounts[g.account]!;
            const withdrawals = g.path === '/v1/crypto-withdrawals';
            const own = data.withdrawals.filter((w) => w.accountId === demo.accountId);
            const query: Record<string, string | undefined> = {
              createdAtBefore: g.before,
              createdAtAfter: addDays(now, -g.spanDays - 30).slice(0, 19),
              symbol: g.symbol,
              orderBy: g.orderBy,
              externalTransactionId: withdrawals && g.external !== null ? own[g.external % own.length]!.externalTransactionId : undefined,
            };
            const sent = defined(query);
            const normalized = withdrawals ? validateCryptoWithdrawalsQuery(sent, ctx) : validateCryptoDepositsQuery(sent, ctx);
            if (!normalized.ok) throw new Error(JSON.stringify(normalized.problem));
            const assets = g.symbol === undefined ? undefined : new Set(CRYPTO_ASSETS.filter((a) => a.currencySymbol === g.symbol).map((a) => a.id));
            const model = withdrawals
              ? modelTransfers(data.withdrawals, demo.accountId, assets, normalized.value)
              : modelTransfers(data.deposits, demo.accountId, assets, normalized.value);
            const walk = await walkPages(server.url, g.path, sent, g.pageSize, demo, MAX_PAGES);
            expectWalkMatches(walk, g.pageSize, model as never, withdrawals ? 'cryptoWithdrawal' : 'cryptoDeposit', mode);
          },
        ),
        { numRuns: RUNS, seed: 44 },
      );
    });
  });
});
