// What every GET /v1/trades response must satisfy for the query that produced it.
import { TRADE_SIDES } from '@tarc/domain';
import type { ListRecord } from '#support/list-target.js';
import type { TradesCase } from './_support/arbitraries.js';
import { createdAtViolation } from '#support/ordering.js';
import { outsideBounds, spansTooLong, strayValue } from '#support/probes/invariants.js';
import { TRADES_PAGE_SIZE } from '#spec-constants';
import { listProblem } from '#support/fetch-list.js';
import { asRecords, noDataReason, tradesTarget } from '#support/list-target.js';
import { noData } from '#support/outcome.js';
import { runProperty } from '#support/property.js';
import type { Check } from '#types';
import { tradesQuery, validTradesCase } from './_support/arbitraries.js';
import { LIST_ENDPOINT, LIST_SECTION } from '#support/trades-target.js';
import { pairSymbols } from '#support/pair-symbols.js';

/** The codes tradeInvariantProblem can give, one per invariant, each with what it means (for a generated query). */
const TRADE_INVARIANT_CODES = {
  'over-page-size': 'a page holds more trades than the pageSize asked for (or the default)',
  'wrong-pair': 'a trade of another pair than pairSymbol is listed',
  'wrong-side': 'a trade of a side not asked for is listed',
  'outside-bounds': 'a trade lies outside the createdAt window asked for',
  'spans-over-90-days': 'one response spans more than 90 days of createdAt',
  'not-ordered-by-created-at': 'the trades are not in the createdAt order asked for',
} as const;
type TradeInvariantCode = keyof typeof TRADE_INVARIANT_CODES;

function tradeInvariantProblem(c: TradesCase, records: readonly ListRecord[]): { code: TradeInvariantCode; message: string } | undefined {
  const pageSize = c.pageSize ?? TRADES_PAGE_SIZE.default;
  if (records.length > pageSize) return { code: 'over-page-size', message: `${records.length} trades on a page of pageSize ${pageSize}` };
  const checks: [TradeInvariantCode, string | undefined][] = [
    ['wrong-pair', strayValue(records, 'pairSymbol', c.pairSymbol)],
    ['wrong-side', strayValue(records, 'side', c.side ? [c.side] : TRADE_SIDES)],
    ['outside-bounds', outsideBounds(records, c.createdAtAfter, c.createdAtBefore)],
    ['spans-over-90-days', spansTooLong(records)],
  ];
  for (const [code, message] of checks) if (message) return { code, message };
  const order = c.order ?? 'DESC';
  const v = createdAtViolation(records, order);
  return v ? { code: 'not-ordered-by-created-at', message: `not ordered by createdAt ${order}: ${v.previous} then ${v.current}` } : undefined;
}

/**
 * Random valid queries (subsets of the discovered pairs, side, windows up to 150 days, pages, sizes
 * up to 1000, order): every response keeps every invariant of GET /v1/trades.
 */
export const tradesQueryProperty = {
  id: 'trades.query-property',
  title: 'GET /v1/trades: random valid queries always answer 200 within every rule (property)',
  requirements: [
    'TRD-LIST-RESPONSE',
    'TRD-LIST-PAIR-SYMBOL',
    'TRD-LIST-SIDE',
    'TRD-LIST-ORDERED',
    'TRD-LIST-ORDER',
    'TRD-LIST-CREATED-AT-BEFORE',
    'TRD-LIST-CREATED-AT-AFTER',
    'TRD-LIST-WINDOW-MAX-90-DAYS',
    'TRD-LIST-PAGE-SIZE-RANGE',
  ],
  // A response that is no list is coded by fetch-list's common codes (unexpected-status, not-json-array).
  codes: TRADE_INVARIANT_CODES,
  codeRequirements: {
    'over-page-size': ['TRD-LIST-PAGE-SIZE-RANGE'],
    'wrong-pair': ['TRD-LIST-PAIR-SYMBOL'],
    'wrong-side': ['TRD-LIST-SIDE'],
    'outside-bounds': ['TRD-LIST-CREATED-AT-BEFORE', 'TRD-LIST-CREATED-AT-AFTER'],
    'spans-over-90-days': ['TRD-LIST-WINDOW-MAX-90-DAYS'],
    'not-ordered-by-created-at': ['TRD-LIST-ORDERED', 'TRD-LIST-ORDER'],
    'unexpected-status': ['TRD-LIST-RESPONSE'],
    'not-json-array': ['TRD-LIST-RESPONSE'],
  },
  needs: { credentials: true, trades: 1 },
  section: LIST_SECTION,
  endpoint: LIST_ENDPOINT,
  async run(ctx) {
    const target = tradesTarget(ctx);
    if (!target) return noData(noDataReason(ctx, 'trades'));
    const others = pairSymbols(ctx).filter((s) => !(target.base.pairSymbol as string[]).includes(s));
    return runProperty(
      ctx,
      () => validTradesCase(target, others.slice(0, 5)),
      async (c) => {
        const exchange = await ctx.http.get('/v1/trades', tradesQuery(ctx, c));
        const problem = listProblem(exchange);
        if (problem)
          return { code: problem.code, message: `a valid query was not answered with a list: ${problem.message}`, evidence: [exchange.evidence(problem)] };
        const broken = tradeInvariantProblem(c, asRecords(exchange.json as unknown[]));
        if (broken)
          return {
            code: broken.code,
            message: broken.message,
            evidence: [exchange.evidence({ expected: 'every rule of GET /v1/trades', actual: broken.message })],
          };
        return undefined;
      },
    );
  },
} as const satisfies Check;
