// What every GET /v1/orders response must satisfy for the query that produced it.
import { LISTABLE_ORDER_STATUSES, ORDER_TYPES } from '@tarc/domain';
import type { ListRecord } from '#support/list-target.js';
import type { OrdersCase } from './_support/arbitraries.js';
import { createdAtViolation, idViolation } from '#support/ordering.js';
import { outsideBounds, spansTooLong, strayValue } from '#support/probes/invariants.js';
import { belowFloor, idMode } from './_support/ids.js';
import { ORDERS_PAGE_SIZE } from '#spec-constants';
import { listProblem } from '#support/fetch-list.js';
import { asRecords, noDataReason, ordersTargets } from '#support/list-target.js';
import { noData } from '#support/outcome.js';
import { runProperty } from '#support/property.js';
import type { Check } from '#types';
import { ordersQuery, validOrdersCase } from './_support/arbitraries.js';
import { LIST_ENDPOINT, LIST_SECTION } from '#support/orders-target.js';
import { credentialsRefused } from './_support/validation.js';

/** One code per invariant, in the order they are checked, each with what it means (for a generated query). */
const ORDER_INVARIANT_CODES = {
  'over-page-size': 'a page holds more orders than the pageSize asked for (or the default)',
  'canceled-listed': 'a Canceled order is listed',
  'wrong-pair': 'an order of another pair than pairSymbol is listed',
  'wrong-status': 'an order of a status not asked for is listed',
  'wrong-type': 'an order of a type not asked for is listed',
  'outside-bounds': 'an order lies outside the createdAt window asked for',
  'spans-over-90-days': 'one response spans more than 90 days of createdAt',
  'below-order-id-after': 'an order with an id below orderIdAfter is listed',
  'not-ordered-by-id': 'with orderIdAfter, the orders are not in the id order asked for',
  'not-ordered-by-created-at': 'without orderIdAfter, the orders are not in the createdAt order asked for',
} as const;

type OrderInvariantCode = keyof typeof ORDER_INVARIANT_CODES;

/** The first invariant the records break, with its code, or undefined. */
function orderInvariantProblem(c: OrdersCase, records: readonly ListRecord[]): { code: OrderInvariantCode; message: string } | undefined {
  const pageSize = c.pageSize ?? ORDERS_PAGE_SIZE.default;
  if (records.length > pageSize) return { code: 'over-page-size', message: `${records.length} orders on a page of pageSize ${pageSize}` };
  const canceled = records.find((r) => r.status === 'Canceled');
  if (canceled) return { code: 'canceled-listed', message: `order ${String(canceled.id)} is Canceled ("Canceled orders never appear in the order list")` };
  const checks: [OrderInvariantCode, () => string | undefined][] = [
    ['wrong-pair', () => strayValue(records, 'pairSymbol', [c.pairSymbol])],
    ['wrong-status', () => strayValue(records, 'status', c.status?.length ? c.status : LISTABLE_ORDER_STATUSES)],
    ['wrong-type', () => strayValue(records, 'type', c.type?.length ? c.type : ORDER_TYPES)],
    ['outside-bounds', () => outsideBounds(records, c.createdAtAfter, c.createdAtBefore)],
    ['spans-over-90-days', () => (c.createdAtBefore !== undefined ? spansTooLong(records) : undefined)],
  ];
  for (const [code, check] of checks) {
    const message = check();
    if (message) return { code, message };
  }
  const order = c.order ?? 'DESC';
  if (c.orderIdAfter !== undefined) {
    const { mode, words } = idMode([c.orderIdAfter, ...records.map((r) => String(r.id))]);
    const low = belowFloor(records, c.orderIdAfter, mode);
    if (low) return { code: 'below-order-id-after', message: `order ${String(low.id)} is below orderIdAfter ${c.orderIdAfter} (${words})` };
    const v = idViolation(records, order).violation;
    if (v) return { code: 'not-ordered-by-id', message: `not ordered by id ${order}: ${v.previous} then ${v.current} (${words})` };
  } else {
    const v = createdAtViolation(records, order);
    if (v) return { code: 'not-ordered-by-created-at', message: `not ordered by createdAt ${order}: ${v.previous} then ${v.current}` };
  }
  return undefined;
}

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
  codes: ORDER_INVARIANT_CODES,
  codeRequirements: {
    'over-page-size': ['ORD-LIST-PAGE-SIZE-RANGE'],
    'canceled-listed': ['ORD-LIST-CANCELED-EXCLUDED'],
    'wrong-pair': ['ORD-LIST-PAIR-SYMBOL'],
    'wrong-status': ['ORD-LIST-STATUS'],
    'wrong-type': ['ORD-LIST-TYPE'],
    'outside-bounds': ['ORD-LIST-CREATED-AT-BEFORE', 'ORD-LIST-CREATED-AT-AFTER'],
    'spans-over-90-days': ['ORD-LIST-WINDOW-MAX-90-DAYS'],
    'below-order-id-after': ['ORD-LIST-ORDER-ID-AFTER'],
    'not-ordered-by-id': ['ORD-LIST-ORDERED', 'ORD-LIST-ORDER'],
    'not-ordered-by-created-at': ['ORD-LIST-ORDERED', 'ORD-LIST-ORDER'],
    'unexpected-status': ['ORD-LIST-RESPONSE'],
    'not-json-array': ['ORD-LIST-RESPONSE'],
  },
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
