import { noData } from '#support/outcome.js';
import { PROPERTY_CODES, runProperty } from '#support/property.js';
import { datetime } from '#support/query-datetimes.js';
import type { Check } from '#types';
import { type INVALID_KEYS, invalidOrdersCase } from './_support/arbitraries.js';
import { unknownPairSymbol } from '#support/pair-symbols.js';
import { LIST_ENDPOINT, LIST_SECTION } from '#support/orders-target.js';
import { credentialsRefused, paramCode, probeRejection } from './_support/validation.js';
import type { Rejection, RejectionCode } from './_support/validation.js';

/** One rejection per parameter a case can make invalid, coded by the parameter: `page-size-not-400`. */
const rejectionOf = <K extends string>(key: K, value: string) => ({ code: paramCode(key), what: `${key}=${value}`, key }) satisfies Rejection;

/** The codes of those rejections, written out: `page-size-not-400`, `page-size-no-key-message`… */
const REJECTION_CODES = {
  'pair-symbol-not-400': 'pairSymbol=(an invalid value) was not answered 400',
  'pair-symbol-no-key-message': 'pairSymbol=(an invalid value) was answered 400 without a message on errors.pairSymbol',
  'type-not-400': 'type=(an invalid value) was not answered 400',
  'type-no-key-message': 'type=(an invalid value) was answered 400 without a message on errors.type',
  'status-not-400': 'status=(an invalid value) was not answered 400',
  'status-no-key-message': 'status=(an invalid value) was answered 400 without a message on errors.status',
  'order-not-400': 'order=(an invalid value) was not answered 400',
  'order-no-key-message': 'order=(an invalid value) was answered 400 without a message on errors.order',
  'page-not-400': 'page=(an invalid value) was not answered 400',
  'page-no-key-message': 'page=(an invalid value) was answered 400 without a message on errors.page',
  'page-size-not-400': 'pageSize=(an invalid value) was not answered 400',
  'page-size-no-key-message': 'pageSize=(an invalid value) was answered 400 without a message on errors.pageSize',
  'created-at-before-not-400': 'createdAtBefore=(an invalid value) was not answered 400',
  'created-at-before-no-key-message': 'createdAtBefore=(an invalid value) was answered 400 without a message on errors.createdAtBefore',
  'created-at-after-not-400': 'createdAtAfter=(an invalid value) was not answered 400',
  'created-at-after-no-key-message': 'createdAtAfter=(an invalid value) was answered 400 without a message on errors.createdAtAfter',
} as const satisfies Record<RejectionCode<ReturnType<typeof rejectionOf<(typeof INVALID_KEYS)[number]>>>, string>;
import { pairSymbols } from '#support/pair-symbols.js';

/**
 * Random invalid queries: a valid one with one parameter outside its rules (unknown pair, type or
 * status not listed, order not ASC/DESC, a page that is no integer, pageSize outside 1..50, a date
 * that is no date) → 400 whose errors name that parameter.
 */
export const ordersInvalidQueryProperty = {
  id: 'orders.invalid-query-property',
  title: 'GET /v1/orders: random invalid queries are 400 keyed by the offending parameter (property)',
  requirements: ['ORD-LIST-INVALID-400', 'ORD-LIST-PAIR-SYMBOL', 'ORD-LIST-STATUS-FILTERS', 'ORD-LIST-PAGE-SIZE-RANGE', 'ERR-400-ERRORS-KEYED'],
  codes: { ...REJECTION_CODES, ...PROPERTY_CODES },
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
