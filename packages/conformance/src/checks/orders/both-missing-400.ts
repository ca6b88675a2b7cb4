import { ordersTargets } from '#support/list-target.js';
import { noData } from '#support/outcome.js';
import { ORDERS_PAGE_SIZE } from '#spec-constants';
import { datetime } from '#support/query-datetimes.js';
import type { Check, Query } from '#types';
import { LIST_ENDPOINT, LIST_SECTION, anyPair } from '#support/orders-target.js';
import { rejectAndAccept } from './_support/validation.js';
import type { Acceptance, Case, Rejection, ValidationCodes } from './_support/validation.js';

const without = (base: Query, ...keys: string[]): Query => Object.fromEntries(Object.entries(base).filter(([k]) => !keys.includes(k)));

const REJECTIONS = [
  {
    code: 'neither-on-order-id-after',
    what: 'neither orderIdAfter nor createdAtBefore (key orderIdAfter)',
    key: 'orderIdAfter',
    query: (b) => without(b, 'orderIdAfter', 'createdAtBefore'),
  },
  {
    code: 'neither-on-created-at-before',
    what: 'neither orderIdAfter nor createdAtBefore (key createdAtBefore)',
    key: 'createdAtBefore',
    query: (b) => without(b, 'orderIdAfter', 'createdAtBefore'),
  },
] as const satisfies readonly Case<Rejection>[];
const ACCEPTANCES = [
  // Ascending from the newest order, a full page: orders.order-id-after-inclusive's first request (one answer for both).
  {
    code: 'order-id-after-alone',
    what: 'orderIdAfter alone',
    query: (b) => ({ ...without(b, 'createdAtBefore'), pageSize: ORDERS_PAGE_SIZE.max, order: 'ASC' }),
  },
  { code: 'created-at-before-alone', what: 'createdAtBefore alone', query: (b) => ({ ...without(b, 'orderIdAfter'), pageSize: 1 }) },
] as const satisfies readonly Case<Acceptance>[];

/** Each case's codes written out (grep finds them); `satisfies` holds them to the cases above. */
const CASE_CODES = {
  'neither-on-order-id-after-not-400': 'neither orderIdAfter nor createdAtBefore (key orderIdAfter) was not answered 400',
  'neither-on-order-id-after-no-key-message':
    'neither orderIdAfter nor createdAtBefore (key orderIdAfter) was answered 400 without a message on errors.orderIdAfter',
  'neither-on-created-at-before-not-400': 'neither orderIdAfter nor createdAtBefore (key createdAtBefore) was not answered 400',
  'neither-on-created-at-before-no-key-message':
    'neither orderIdAfter nor createdAtBefore (key createdAtBefore) was answered 400 without a message on errors.createdAtBefore',
  'order-id-after-alone-not-accepted': 'orderIdAfter alone was not answered 200 with a list',
  'created-at-before-alone-not-accepted': 'createdAtBefore alone was not answered 200 with a list',
} as const satisfies ValidationCodes<typeof REJECTIONS, typeof ACCEPTANCES>;

/**
 * "orderIdAfter: required if createdAtBefore is not set" and the reverse: neither → 400 with a
 * message on both keys (ERR-ORD-BOTH-MISSING); either alone → 200.
 */
export const ordersBothMissing400 = {
  id: 'orders.both-missing-400',
  title: 'GET /v1/orders: orderIdAfter or createdAtBefore is required; either alone is enough',
  requirements: ['ORD-LIST-ONE-OF-REQUIRED', 'ERR-ORD-BOTH-MISSING'],
  codes: CASE_CODES,
  codeRequirements: {
    'neither-on-order-id-after-not-400': ['ORD-LIST-ONE-OF-REQUIRED', 'ERR-ORD-BOTH-MISSING'],
    'neither-on-created-at-before-not-400': ['ORD-LIST-ONE-OF-REQUIRED', 'ERR-ORD-BOTH-MISSING'],
    'neither-on-order-id-after-no-key-message': ['ERR-ORD-BOTH-MISSING'],
    'neither-on-created-at-before-no-key-message': ['ERR-ORD-BOTH-MISSING'],
    'order-id-after-alone-not-accepted': ['ORD-LIST-ONE-OF-REQUIRED'],
    'created-at-before-alone-not-accepted': ['ORD-LIST-ONE-OF-REQUIRED'],
  },
  needs: { credentials: true, brokerPairs: 1 },
  section: LIST_SECTION,
  endpoint: LIST_ENDPOINT,
  async run(ctx) {
    const pairSymbol = anyPair(ctx);
    if (!pairSymbol) return noData('discovery found no broker pair to send as pairSymbol');
    const [target] = ordersTargets(ctx);
    const orderIdAfter = String(target?.records[0]?.id ?? ctx.discovery.account.orders?.get(pairSymbol)?.[0]?.id ?? '0');
    return rejectAndAccept(ctx, { pairSymbol, orderIdAfter, createdAtBefore: datetime(ctx, ctx.discovery.now) }, REJECTIONS, ACCEPTANCES);
  },
} as const satisfies Check;
