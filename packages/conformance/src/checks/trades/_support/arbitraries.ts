// fast-check arbitraries for GET /v1/trades queries, from the pairs and timestamps discovery found.
// orderId and createdAt are left out: their readings are open (OPEN-POINTS #1, #12).
import type { Arbitrary } from 'fast-check';
import { fc } from '#support/fast-check.js';
import { addDays } from '@tarc/domain';
import type { Instant } from '@tarc/domain';
import { recentDataWindow, type ListTarget } from '#support/list-target.js';
import { datetime } from '#support/query-datetimes.js';
import type { CheckContext, Query } from '#types';
import { TRADES_PAGE_SIZE } from '#spec-constants';

/** A valid trades query, as generated; dates as instants (sent in the configured format). */
export interface TradesCase {
  pairSymbol: string[];
  side?: 'Buy' | 'Sell';
  createdAtBefore: Instant;
  createdAtAfter?: Instant;
  page?: number;
  pageSize?: number;
  order?: 'ASC' | 'DESC';
}

const opt = <T>(arb: Arbitrary<T>) => fc.option(arb, { nil: undefined });

export function validTradesCase(target: ListTarget, otherPairs: readonly string[]): Arbitrary<TradesCase> {
  const withTrades = target.base.pairSymbol as string[];
  const newest = recentDataWindow(target).before;
  return fc
    .record({
      pairs: fc.subarray(withTrades, { minLength: 1 }),
      extra: opt(fc.constantFrom(...(otherPairs.length > 0 ? otherPairs : withTrades))),
      side: opt(fc.constantFrom('Buy' as const, 'Sell' as const)),
      endDaysBack: fc.integer({ min: 0, max: 60 }),
      lengthDays: opt(fc.integer({ min: 1, max: 150 })),
      page: opt(fc.integer({ min: 1, max: 3 })),
      pageSize: opt(fc.oneof(fc.integer({ min: 1, max: 60 }), fc.integer({ min: TRADES_PAGE_SIZE.min, max: TRADES_PAGE_SIZE.max }))),
      order: opt(fc.constantFrom('ASC' as const, 'DESC' as const)),
    })
    .map((g): TradesCase => {
      const pairSymbol = g.extra && !g.pairs.includes(g.extra) ? [...g.pairs, g.extra] : g.pairs;
      const c: TradesCase = { pairSymbol, createdAtBefore: addDays(newest, -g.endDaysBack) };
      if (g.lengthDays !== undefined) c.createdAtAfter = addDays(c.createdAtBefore, -g.lengthDays);
      if (g.side) c.side = g.side;
      if (g.page !== undefined) c.page = g.page;
      if (g.pageSize !== undefined) c.pageSize = g.pageSize;
      if (g.order) c.order = g.order;
      return c;
    });
}

export function tradesQuery(ctx: CheckContext, c: TradesCase): Query {
  return {
    pairSymbol: c.pairSymbol,
    side: c.side,
    createdAtBefore: datetime(ctx, c.createdAtBefore),
    createdAtAfter: c.createdAtAfter === undefined ? undefined : datetime(ctx, c.createdAtAfter),
    page: c.page,
    pageSize: c.pageSize,
    order: c.order,
  };
}
