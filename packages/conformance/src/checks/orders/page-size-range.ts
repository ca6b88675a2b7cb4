import { ordersTargets, recentDataWindow } from '#support/list-target.js';
import { noData } from '#support/outcome.js';
import { datetime } from '#support/query-datetimes.js';
import type { Check } from '#types';
import { LIST_ENDPOINT, LIST_SECTION, anyPair } from '#support/orders-target.js';
import { rejectAndAccept } from './_support/validation.js';
import type { Acceptance, Case, Rejection, ValidationCodes } from './_support/validation.js';
import { ORDERS_PAGE_SIZE } from '#spec-constants';

const REJECTIONS = [
  { code: 'page-size-0', what: 'pageSize=0', key: 'pageSize', query: (b) => ({ ...b, pageSize: 0 }) },
  { code: 'page-size-51', what: 'pageSize=51', key: 'pageSize', query: (b) => ({ ...b, pageSize: ORDERS_PAGE_SIZE.max + 1 }) },
] as const satisfies readonly Case<Rejection>[];
const ACCEPTANCES = [
  { code: 'page-size-1', what: 'pageSize=1', maxItems: 1, query: (b) => ({ ...b, pageSize: 1 }) },
  // Oldest first, page 1 named: orders.window-default's pages 1 and 2 of the same query (one answer each for both).
  {
    code: 'page-size-50',
    what: 'pageSize=50',
    maxItems: ORDERS_PAGE_SIZE.max,
    query: (b) => ({ ...b, order: 'ASC', page: 1, pageSize: ORDERS_PAGE_SIZE.max }),
  },
] as const satisfies readonly Case<Acceptance>[];

/** Each case's codes written out (grep finds them); `satisfies` holds them to the cases above. */
const CASE_CODES = {
  'page-size-0-not-400': 'pageSize=0 was not answered 400',
  'page-size-0-no-key-message': 'pageSize=0 was answered 400 without a message on errors.pageSize',
  'page-size-51-not-400': 'pageSize=51 was not answered 400',
  'page-size-51-no-key-message': 'pageSize=51 was answered 400 without a message on errors.pageSize',
  'page-size-1-not-accepted': 'pageSize=1 was not answered 200 with a list',
  'page-size-1-over-page-size': 'pageSize=1 returned more than 1 records',
  'page-size-50-not-accepted': 'pageSize=50 was not answered 200 with a list',
  'page-size-50-over-page-size': 'pageSize=50 returned more than 50 records',
} as const satisfies ValidationCodes<typeof REJECTIONS, typeof ACCEPTANCES>;

/**
 * "pageSize | INT | no | 1 to 50, default 50": 0 and 51 are 400 on pageSize; 1 and 50 are honoured.
 * Asked on the busiest pair's newest 90 days, so that more than 50 orders match and the cap shows.
 */
export const ordersPageSizeRange = {
  id: 'orders.page-size-range',
  title: 'GET /v1/orders: pageSize 1 and 50 accepted, 0 and 51 rejected on pageSize',
  requirements: ['ORD-LIST-PAGE-SIZE-RANGE', 'ORD-LIMIT-PAGE-SIZE', 'ERR-400-ERRORS-KEYED'],
  codes: CASE_CODES,
  codeRequirements: {
    'page-size-0-not-400': ['ORD-LIST-PAGE-SIZE-RANGE', 'ORD-LIMIT-PAGE-SIZE'],
    'page-size-51-not-400': ['ORD-LIST-PAGE-SIZE-RANGE', 'ORD-LIMIT-PAGE-SIZE'],
    'page-size-1-not-accepted': ['ORD-LIST-PAGE-SIZE-RANGE', 'ORD-LIMIT-PAGE-SIZE'],
    'page-size-1-over-page-size': ['ORD-LIST-PAGE-SIZE-RANGE', 'ORD-LIMIT-PAGE-SIZE'],
    'page-size-50-not-accepted': ['ORD-LIST-PAGE-SIZE-RANGE', 'ORD-LIMIT-PAGE-SIZE'],
    'page-size-50-over-page-size': ['ORD-LIST-PAGE-SIZE-RANGE', 'ORD-LIMIT-PAGE-SIZE'],
    'page-size-0-no-key-message': ['ERR-400-ERRORS-KEYED'],
    'page-size-51-no-key-message': ['ERR-400-ERRORS-KEYED'],
  },
  needs: { credentials: true, orders: ORDERS_PAGE_SIZE.max + 1 },
  section: LIST_SECTION,
  endpoint: LIST_ENDPOINT,
  async run(ctx) {
    const [target] = ordersTargets(ctx);
    const pairSymbol = target ? String(target.base.pairSymbol) : anyPair(ctx);
    if (!pairSymbol) return noData('discovery found no broker pair to send as pairSymbol');
    const before = target ? recentDataWindow(target).before : ctx.discovery.now;
    return rejectAndAccept(ctx, { pairSymbol, createdAtBefore: datetime(ctx, before) }, REJECTIONS, ACCEPTANCES);
  },
} as const satisfies Check;
