import { listProblem } from '#support/fetch-list.js';
import { asRecords } from '#support/list-target.js';
import { noDataReason, tradesTarget } from '#support/list-target.js';
import { noData } from '#support/outcome.js';
import { PROPERTY_CODES, runProperty } from '#support/property.js';
import type { Check } from '#types';
import { tradesQuery, validTradesCase } from './_support/arbitraries.js';
import { TRADE_INVARIANT_CODES, tradeInvariantProblem } from './_support/invariants.js';
import { LIST_ENDPOINT, LIST_SECTION } from '#support/trades-target.js';
import { pairSymbols } from '#support/pair-symbols.js';

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
  codes: { ...TRADE_INVARIANT_CODES, ...PROPERTY_CODES },
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
