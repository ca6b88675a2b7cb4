import { listProblem } from '#support/fetch-list.js';
import { asRecords } from '#support/list-target.js';
import { noDataReason, ordersTargets } from '#support/list-target.js';
import { noData } from '#support/outcome.js';
import { PROPERTY_CODES, runProperty } from '#support/property.js';
import type { Check } from '#types';
import { ordersQuery, validOrdersCase } from './_support/arbitraries.js';
import { ORDER_INVARIANT_CODES, orderInvariantProblem } from './_support/invariants.js';
import { LIST_ENDPOINT, LIST_SECTION } from '#support/orders-target.js';
import { credentialsRefused } from './_support/validation.js';

/**
 * Random valid queries (discovered pairs, subsets of type and status, windows up to 150 days or
 * orderIdAfter, pages, sizes, order): every response keeps every invariant of GET /v1/orders.
 */
export const ordersQueryProperty = {
  id: 'orders.query-property',
  title: 'GET /v1/orders: random valid queries always answer 200 within every rule (property)',
  requirements: [
    'ORD-LIST-RESPONSE',
    'ORD-LIST-PAIR-SYMBOL',
    'ORD-LIST-TYPE',
    'ORD-LIST-STATUS',
    'ORD-LIST-CANCELED-EXCLUDED',
    'ORD-LIST-ORDER-ID-AFTER',
    'ORD-LIST-ORDERED',
    'ORD-LIST-ORDER',
    'ORD-LIST-CREATED-AT-BEFORE',
    'ORD-LIST-CREATED-AT-AFTER',
    'ORD-LIST-WINDOW-MAX-90-DAYS',
    'ORD-LIST-PAGE-SIZE-RANGE',
  ],
  // A response that is no list is coded by fetch-list's common codes (unexpected-status, not-json-array).
  codes: { ...ORDER_INVARIANT_CODES, ...PROPERTY_CODES },
  needs: { credentials: true, orders: 1 },
  section: LIST_SECTION,
  endpoint: LIST_ENDPOINT,
  async run(ctx) {
    const targets = ordersTargets(ctx, 5);
    if (targets.length === 0) return noData(noDataReason(ctx, 'orders'));
    const refused = await credentialsRefused(ctx);
    if (refused) return refused;
    return runProperty(
      ctx,
      () => validOrdersCase(targets),
      async (c) => {
        const exchange = await ctx.http.get('/v1/orders', ordersQuery(ctx, c));
        const problem = listProblem(exchange);
        if (problem)
          return { code: problem.code, message: `a valid query was not answered with a list: ${problem.message}`, evidence: [exchange.evidence(problem)] };
        const broken = orderInvariantProblem(c, asRecords(exchange.json as unknown[]));
        if (broken)
          return {
            code: broken.code,
            message: broken.message,
            evidence: [exchange.evidence({ expected: 'every rule of GET /v1/orders', actual: broken.message })],
          };
        return undefined;
      },
    );
  },
} as const satisfies Check;
