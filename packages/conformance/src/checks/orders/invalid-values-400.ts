import { noData } from '#support/outcome.js';
import { datetime } from '#support/query-datetimes.js';
import type { Check } from '#types';
import { LIST_ENDPOINT, LIST_SECTION, anyPair } from '#support/orders-target.js';
import { rejectAndAccept } from './_support/validation.js';
import type { Case, Rejection, ValidationCodes } from './_support/validation.js';

const REJECTIONS = [
  { code: 'type-hold', what: 'type=Hold', key: 'type', query: (b) => ({ ...b, type: 'Hold' }) },
  { code: 'type-buy-hold', what: 'type=Buy&type=Hold', key: 'type', query: (b) => ({ ...b, type: ['Buy', 'Hold'] }) },
  { code: 'status-open', what: 'status=Open', key: 'status', query: (b) => ({ ...b, status: 'Open' }) },
  { code: 'order-sideways', what: 'order=SIDEWAYS', key: 'order', query: (b) => ({ ...b, order: 'SIDEWAYS' }) },
  { code: 'page-first', what: 'page=first', key: 'page', query: (b) => ({ ...b, page: 'first' }) },
  { code: 'page-size-ten', what: 'pageSize=ten', key: 'pageSize', query: (b) => ({ ...b, pageSize: 'ten' }) },
  {
    code: 'created-at-before-yesterday',
    what: 'createdAtBefore=yesterday',
    key: 'createdAtBefore',
    query: (b) => ({ pairSymbol: b.pairSymbol, createdAtBefore: 'yesterday' }),
  },
  { code: 'created-at-after-not-a-date', what: 'createdAtAfter=not-a-date', key: 'createdAtAfter', query: (b) => ({ ...b, createdAtAfter: 'not-a-date' }) },
] as const satisfies readonly Case<Rejection>[];

/** Each case's codes written out (grep finds them); `satisfies` holds them to the cases above. */
const CASE_CODES = {
  'type-hold-not-400': 'type=Hold was not answered 400',
  'type-hold-no-key-message': 'type=Hold was answered 400 without a message on errors.type',
  'type-buy-hold-not-400': 'type=Buy&type=Hold was not answered 400',
  'type-buy-hold-no-key-message': 'type=Buy&type=Hold was answered 400 without a message on errors.type',
  'status-open-not-400': 'status=Open was not answered 400',
  'status-open-no-key-message': 'status=Open was answered 400 without a message on errors.status',
  'order-sideways-not-400': 'order=SIDEWAYS was not answered 400',
  'order-sideways-no-key-message': 'order=SIDEWAYS was answered 400 without a message on errors.order',
  'page-first-not-400': 'page=first was not answered 400',
  'page-first-no-key-message': 'page=first was answered 400 without a message on errors.page',
  'page-size-ten-not-400': 'pageSize=ten was not answered 400',
  'page-size-ten-no-key-message': 'pageSize=ten was answered 400 without a message on errors.pageSize',
  'created-at-before-yesterday-not-400': 'createdAtBefore=yesterday was not answered 400',
  'created-at-before-yesterday-no-key-message': 'createdAtBefore=yesterday was answered 400 without a message on errors.createdAtBefore',
  'created-at-after-not-a-date-not-400': 'createdAtAfter=not-a-date was not answered 400',
  'created-at-after-not-a-date-no-key-message': 'createdAtAfter=not-a-date was answered 400 without a message on errors.createdAtAfter',
} as const satisfies ValidationCodes<typeof REJECTIONS, []>;

/**
 * "GET /v1/orders returns 400 when a parameter fails validation. The errors object is keyed by
 * parameter name." A value outside each parameter's rules, one at a time, is a 400 on that key. The
 * dates are not dates in any format, so OPEN-POINTS #2 does not excuse them.
 */
export const ordersInvalidValues400 = {
  id: 'orders.invalid-values-400',
  title: 'GET /v1/orders: an invalid type, status, order, page, pageSize or date is a 400 on that parameter',
  requirements: ['ORD-LIST-INVALID-400', 'ORD-LIST-TYPE', 'ORD-LIST-ORDER', 'ERR-400-ERRORS-KEYED'],
  codes: CASE_CODES,
  codeRequirements: {
    'type-hold-not-400': ['ORD-LIST-INVALID-400', 'ORD-LIST-TYPE'],
    'type-buy-hold-not-400': ['ORD-LIST-INVALID-400', 'ORD-LIST-TYPE'],
    'order-sideways-not-400': ['ORD-LIST-INVALID-400', 'ORD-LIST-ORDER'],
    'status-open-not-400': ['ORD-LIST-INVALID-400'],
    'page-first-not-400': ['ORD-LIST-INVALID-400'],
    'page-size-ten-not-400': ['ORD-LIST-INVALID-400'],
    'created-at-before-yesterday-not-400': ['ORD-LIST-INVALID-400'],
    'created-at-after-not-a-date-not-400': ['ORD-LIST-INVALID-400'],
    'type-hold-no-key-message': ['ERR-400-ERRORS-KEYED'],
    'type-buy-hold-no-key-message': ['ERR-400-ERRORS-KEYED'],
    'status-open-no-key-message': ['ERR-400-ERRORS-KEYED'],
    'order-sideways-no-key-message': ['ERR-400-ERRORS-KEYED'],
    'page-first-no-key-message': ['ERR-400-ERRORS-KEYED'],
    'page-size-ten-no-key-message': ['ERR-400-ERRORS-KEYED'],
    'created-at-before-yesterday-no-key-message': ['ERR-400-ERRORS-KEYED'],
    'created-at-after-not-a-date-no-key-message': ['ERR-400-ERRORS-KEYED'],
  },
  needs: { credentials: true, brokerPairs: 1 },
  section: LIST_SECTION,
  endpoint: LIST_ENDPOINT,
  async run(ctx) {
    const pairSymbol = anyPair(ctx);
    if (!pairSymbol) return noData('discovery found no broker pair to send as pairSymbol');
    return rejectAndAccept(ctx, { pairSymbol, createdAtBefore: datetime(ctx, ctx.discovery.now) }, REJECTIONS, []);
  },
} as const satisfies Check;
