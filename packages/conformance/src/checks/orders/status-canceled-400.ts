import { LISTABLE_ORDER_STATUSES } from '@tarc/domain';
import type { Check } from '#types';
import { LIST_ENDPOINT, onOrdersWindow } from '#support/orders-target.js';
import { ORDERS_PAGE_SIZE } from '#spec-constants';
import { PROBLEM_BODY_CODES, rejectAndAccept, PROBLEM_BODY_CODE_REQUIREMENTS } from './_support/validation.js';
import type { Acceptance, Case, Rejection, ValidationCodes } from './_support/validation.js';

// The key of the message is not named by the spec (ERR-ORD-CANCELED-400), so none is required.
const REJECTIONS = [
  { code: 'canceled', what: 'status=Canceled', query: (b) => ({ ...b, status: 'Canceled' }) },
  { code: 'closed-and-canceled', what: 'status=Closed&status=Canceled', query: (b) => ({ ...b, status: ['Closed', 'Canceled'] }) },
] as const satisfies readonly Case<Rejection>[];
// Page 1 of 50, as orders.status-filter asks each status on the same window: one answer serves both.
const ACCEPTANCES: readonly Case<Acceptance>[] = LISTABLE_ORDER_STATUSES.map((status) => ({
  code: status.toLowerCase(),
  what: `status=${status}`,
  query: (b) => ({ ...b, status, page: 1, pageSize: ORDERS_PAGE_SIZE.max }),
}));

/** Each case's codes written out (grep finds them); `satisfies` holds them to the cases above. */
const CASE_CODES = {
  'canceled-not-400': 'status=Canceled was not answered 400',
  'closed-and-canceled-not-400': 'status=Closed&status=Canceled was not answered 400',
  'untouched-not-accepted': 'status=Untouched was not answered 200 with a list',
  'partial-not-accepted': 'status=Partial was not answered 200 with a list',
  'closed-not-accepted': 'status=Closed was not answered 200 with a list',
} as const satisfies ValidationCodes<typeof REJECTIONS, typeof ACCEPTANCES>;

/**
 * "The list accepts only Untouched, Partial and Closed as status filters": status=Canceled, alone or
 * beside an accepted value, is a 400 (ERR-ORD-CANCELED-400, key not named); each accepted one a 200.
 */
export const ordersStatusCanceled400 = {
  id: 'orders.status-canceled-400',
  title: 'GET /v1/orders: status=Canceled is rejected, Untouched, Partial and Closed are accepted',
  requirements: [
    'ORD-LIST-STATUS-FILTERS',
    'ORD-LIST-STATUS',
    'ERR-ORD-CANCELED-400',
    'ERR-400-ERRORS-KEYED',
    'ERR-PROBLEM-FIELDS',
    'ERR-PROBLEM-TYPE',
    'ERR-PROBLEM-TITLE',
    'ERR-STATUS-MATCHES',
  ],
  codes: { ...CASE_CODES, ...PROBLEM_BODY_CODES },
  codeRequirements: {
    'canceled-not-400': ['ERR-ORD-CANCELED-400', 'ORD-LIST-STATUS-FILTERS'],
    'closed-and-canceled-not-400': ['ERR-ORD-CANCELED-400', 'ORD-LIST-STATUS-FILTERS'],
    'untouched-not-accepted': ['ORD-LIST-STATUS-FILTERS', 'ORD-LIST-STATUS'],
    'partial-not-accepted': ['ORD-LIST-STATUS-FILTERS', 'ORD-LIST-STATUS'],
    'closed-not-accepted': ['ORD-LIST-STATUS-FILTERS', 'ORD-LIST-STATUS'],
    ...PROBLEM_BODY_CODE_REQUIREMENTS,
  },
  needs: { credentials: true, brokerPairs: 1 },
  section: 'States and transitions',
  endpoint: LIST_ENDPOINT,
  run(ctx) {
    // On the window orders.status-filter probes (the busiest pair's ~80 newest orders, or the first
    // broker pair's last 90 days).
    return onOrdersWindow(ctx, 80, (_target, query) => rejectAndAccept(ctx, query, REJECTIONS, ACCEPTANCES, { problemBody: true }));
  },
} as const satisfies Check;
