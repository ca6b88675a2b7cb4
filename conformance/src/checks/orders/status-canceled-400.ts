import { LISTABLE_ORDER_STATUSES } from '@tarc/domain';
import { noData } from '../../support/outcome.js';
import { datetime } from '../../support/windows.js';
import type { Check } from '../../types.js';
import { LIST_ENDPOINT, LIST_SECTION, anyPair } from './_support/target.js';
import { PROBLEM_BODY_CODES, rejectAndAccept, validationCodes } from './_support/validation.js';
import type { Acceptance, Case, Rejection } from './_support/validation.js';

// The key of the message is not named by the spec (ERR-ORD-CANCELED-400), so none is required.
const REJECTIONS = [
  { code: 'canceled', what: 'status=Canceled', query: (b) => ({ ...b, status: 'Canceled' }) },
  { code: 'closed-and-canceled', what: 'status=Closed&status=Canceled', query: (b) => ({ ...b, status: ['Closed', 'Canceled'] }) },
] as const satisfies readonly Case<Rejection>[];
const ACCEPTANCES: readonly Case<Acceptance>[] = LISTABLE_ORDER_STATUSES.map((status) => ({
  code: status.toLowerCase(),
  what: `status=${status}`,
  query: (b) => ({ ...b, status }),
}));

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
  codes: { ...validationCodes(REJECTIONS, ACCEPTANCES), ...PROBLEM_BODY_CODES },
  needs: { credentials: true, brokerPairs: 1 },
  section: 'States and transitions',
  endpoint: LIST_ENDPOINT,
  async run(ctx) {
    const pairSymbol = anyPair(ctx);
    if (!pairSymbol) return noData('discovery found no broker pair to send as pairSymbol');
    return rejectAndAccept(ctx, { pairSymbol, createdAtBefore: datetime(ctx, ctx.discovery.now), pageSize: 1 }, REJECTIONS, ACCEPTANCES, { problemBody: true });
  },
} as const satisfies Check;
