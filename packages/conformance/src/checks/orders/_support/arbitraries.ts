// fast-check arbitraries for GET /v1/orders queries, built from what discovery found (pairs, ids,
// timestamps), never from a known server's data.
import type { Arbitrary } from 'fast-check';
import { fc } from '#support/fast-check.js';
import { LISTABLE_ORDER_STATUSES, ORDER_TYPES, addDays } from '@tarc/domain';
import type { Instant } from '@tarc/domain';
import { recentDataWindow, type ListTarget } from '#support/list-target.js';
import { datetime } from '#support/query-datetimes.js';
import type { CheckContext, Query } from '#types';
import { ORDERS_PAGE_SIZE } from '#spec-constants';

/** A valid orders query, as generated; dates as instants (sent in the configured format). */
export interface OrdersCase {
  pairSymbol: string;
  type?: string[];
  status?: string[];
  orderIdAfter?: string;
  createdAtBefore?: Instant;
  createdAtAfter?: Instant;
  page?: number;
  pageSize?: number;
  order?: 'ASC' | 'DESC';
}

const opt = <T>(arb: Arbitrary<T>) => fc.option(arb, { nil: undefined });

/** Valid queries over the discovered pairs: filters, a window or orderIdAfter (or both), paging. */
export function validOrdersCase(targets: readonly ListTarget[]): Arbitrary<OrdersCase> {
  // chain asks for a target's arbitrary at every generated case: built once per target instead (an
  // arbitrary only describes how to draw, so the cases drawn are the same).
  const byTarget = new Map<ListTarget, Arbitrary<OrdersCase>>();
  return fc.constantFrom(...targets).chain((t) => {
    let cases = byTarget.get(t);
    if (!cases) byTarget.set(t, (cases = targetCase(t)));
    return cases;
  });
}

/** Valid queries on one target's pair. */
function targetCase(t: ListTarget): Arbitrary<OrdersCase> {
  const newest = recentDataWindow(t).before;
  const ids = t.records.map((r) => String(r.id));
  return fc
    .record({
      type: opt(fc.subarray([...ORDER_TYPES], { minLength: 1 })),
      status: opt(fc.subarray([...LISTABLE_ORDER_STATUSES], { minLength: 1 })),
      by: fc.constantFrom('window', 'orderIdAfter', 'both'),
      idIndex: fc.nat({ max: ids.length - 1 }),
      endDaysBack: fc.integer({ min: 0, max: 60 }),
      lengthDays: opt(fc.integer({ min: 1, max: 150 })),
      page: opt(fc.integer({ min: 1, max: 3 })),
      pageSize: opt(fc.integer({ min: ORDERS_PAGE_SIZE.min, max: ORDERS_PAGE_SIZE.max })),
      order: opt(fc.constantFrom('ASC' as const, 'DESC' as const)),
    })
    .map((g): OrdersCase => {
      const c: OrdersCase = { pairSymbol: String(t.base.pairSymbol) };
      if (g.type) c.type = g.type;
      if (g.status) c.status = g.status;
      if (g.by !== 'window') c.orderIdAfter = ids[g.idIndex]!;
      if (g.by !== 'orderIdAfter') {
        c.createdAtBefore = addDays(newest, -g.endDaysBack);
        if (g.lengthDays !== undefined) c.createdAtAfter = addDays(c.createdAtBefore, -g.lengthDays);
      }
      if (g.page !== undefined) c.page = g.page;
      if (g.pageSize !== undefined) c.pageSize = g.pageSize;
      if (g.order) c.order = g.order;
      return c;
    });
}

export function ordersQuery(ctx: CheckContext, c: OrdersCase): Query {
  const dt = (i: Instant | undefined) => (i === undefined ? undefined : datetime(ctx, i));
  return {
    pairSymbol: c.pairSymbol,
    type: c.type,
    status: c.status,
    orderIdAfter: c.orderIdAfter,
    createdAtBefore: dt(c.createdAtBefore),
    createdAtAfter: dt(c.createdAtAfter),
    page: c.page,
    pageSize: c.pageSize,
    order: c.order,
  };
}

/** One parameter made invalid, on top of a valid query; `key` is the parameter errors must name. */
export interface InvalidCase {
  key: string;
  value: string;
  pairSymbol: string;
}

const wordArbitrary = () => fc.stringMatching(/^[a-z]{1,8}$/).map((w) => `x${w}`);

/** The parameters an invalid case makes invalid, one at a time. */
const INVALID_KEYS = ['pairSymbol', 'type', 'status', 'order', 'page', 'pageSize', 'createdAtBefore', 'createdAtAfter'] as const;

/** Values outside each parameter's rules: never valid whatever the server's date format. */
export function invalidOrdersCase(pairs: readonly string[], unknownPair: (n: number) => string): Arbitrary<InvalidCase> {
  const word = wordArbitrary();
  const values: Record<(typeof INVALID_KEYS)[number], Arbitrary<string>> = {
    pairSymbol: fc.nat({ max: 1000 }).map(unknownPair),
    type: fc.oneof(word, fc.constantFrom('Hold', 'Canceled')),
    status: fc.oneof(word, fc.constantFrom('Canceled', 'Open')),
    order: word,
    page: fc.oneof(word, fc.constantFrom('1.5', 'one')),
    pageSize: fc.oneof(fc.integer({ min: ORDERS_PAGE_SIZE.max + 1, max: 100_000 }).map(String), fc.constant('0'), word),
    createdAtBefore: word,
    createdAtAfter: word,
  };
  const byKey = INVALID_KEYS.map((key) => [key, values[key]] as const);
  return fc
    .record({
      pairSymbol: fc.constantFrom(...pairs),
      pick: fc.constantFrom(...byKey),
    })
    .chain(({ pairSymbol, pick }) => pick[1].map((value) => ({ key: pick[0], value, pairSymbol })));
}
