import { noData } from '#support/outcome.js';
import { runProperty } from '#support/property.js';
import { datetime } from '#support/query-datetimes.js';
import type { Check } from '#types';
import { invalidOrdersCase } from './_support/arbitraries.js';
import { LIST_ENDPOINT, LIST_SECTION } from '#support/orders-target.js';
import { credentialsRefused, probeRejection } from './_support/validation.js';
import type { Rejection, RejectionCode } from './_support/validation.js';

/**
 * One rejection whatever the parameter: which one a case makes invalid is the draw's, so the code
 * names the rule (an invalid value is a 400 keyed by its parameter) and the message the parameter.
 */
const rejectionOf = (key: string, value: string) => ({ code: 'invalid' as const, what: `${key}=${value}`, key }) satisfies Rejection;

const REJECTION_CODES = {
  'invalid-not-400': 'a query with one invalid parameter (named in the message) was not answered 400',
  'invalid-no-key-message': 'a query with one invalid parameter (named in the message) was answered 400 without a message on that key',
} as const satisfies Record<RejectionCode<ReturnType<typeof rejectionOf>>, string>;
import { pairSymbols, unknownPairSymbol } from '#support/pair-symbols.js';

/**
 * Random invalid queries: a valid one with one parameter outside its rules (unknown pair, type or
 * status not listed, order not ASC/DESC, a page that is no integer, pageSize outside 1..50, a date
 * that is no date) → 400 whose errors name that parameter.
 */
export const ordersInvalidQueryProperty = {
  id: 'orders.invalid-query-property',
  title: 'GET /v1/orders: random invalid queries are 400 keyed by the offending parameter (property)',
  requirements: ['ORD-LIST-INVALID-400', 'ORD-LIST-PAIR-SYMBOL', 'ORD-LIST-STATUS-FILTERS', 'ORD-LIST-PAGE-SIZE-RANGE', 'ERR-400-ERRORS-KEYED'],
  codes: REJECTION_CODES,
  codeRequirements: { 'invalid-not-400': ['ORD-LIST-INVALID-400'], 'invalid-no-key-message': ['ERR-400-ERRORS-KEYED'] },
  needs: { credentials: true, brokerPairs: 1 },
  section: LIST_SECTION,
  endpoint: LIST_ENDPOINT,
  async run(ctx) {
    const pairs = pairSymbols(ctx);
    if (pairs.length === 0) return noData('discovery found no broker pair to build valid queries from');
    const refused = await credentialsRefused(ctx);
    if (refused) return refused;
    const before = datetime(ctx, ctx.discovery.now);
    return runProperty(
      ctx,
      () => invalidOrdersCase(pairs, (n) => unknownPairSymbol(pairs, n)),
      async (c) => {
        const query = { pairSymbol: c.pairSymbol, createdAtBefore: before, pageSize: 1, [c.key]: c.value };
        return probeRejection(ctx, rejectionOf(c.key, c.value), query);
      },
      {
        describe: (v) => {
          const c = v as { key: string; value: string };
          return `${c.key}=${JSON.stringify(c.value)}`;
        },
      },
    );
  },
} as const satisfies Check;
