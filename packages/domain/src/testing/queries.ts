// Valid wire queries for the paged endpoints, as records of parameter → value(s). Each is accepted by
// the matching validate*Query with a context whose `pairs` include the given pair symbols.
import fc, { type Arbitrary } from 'fast-check';
import { LISTABLE_ORDER_STATUSES, ORDER_TYPES, ORDERS_PAGE_SIZE, TRADE_SIDES, TRADES_PAGE_SIZE, TRANSFERS_PAGE_SIZE } from '../index.js';

export type WireQuery = Record<string, string | string[]>;

/** A DATETIME value in a form `parseDateTimeInput` reads: a date, a date-time, with or without Z. */
export function dateTimeInput(): Arbitrary<string> {
  return fc
    .tuple(
      fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59.999Z'), noInvalidDate: true }),
      fc.constantFrom('date', 'seconds', 'millis', 'zulu'),
    )
    .map(([date, form]) => {
      const iso = date.toISOString();
      if (form === 'date') return iso.slice(0, 10);
      if (form === 'seconds') return iso.slice(0, 19);
      if (form === 'millis') return iso.slice(0, 23);
      return iso;
    });
}

const sortOrder = () => fc.constantFrom('ASC', 'DESC', 'asc', 'desc', 'Desc', 'Asc');
const page = () => fc.integer({ min: 1, max: 2_147_483_647 }).map(String);
const pageSize = ({ min, max }: { min: number; max: number }) => fc.integer({ min, max }).map(String);
const optional = <T>(arb: Arbitrary<T>) => fc.option(arb, { nil: undefined });

function defined(record: Record<string, string | string[] | undefined>): WireQuery {
  const out: WireQuery = {};
  for (const [key, value] of Object.entries(record)) if (value !== undefined) out[key] = value;
  return out;
}

/** A valid GET /v1/orders query: pairSymbol from `pairs`, orderIdAfter and/or createdAtBefore, … */
export function ordersQuery(pairs: readonly string[]): Arbitrary<WireQuery> {
  const requiredIf = fc.oneof(
    fc.record({ orderIdAfter: fc.nat().map(String) }),
    fc.record({ createdAtBefore: dateTimeInput() }),
    fc.record({ orderIdAfter: fc.nat().map(String), createdAtBefore: dateTimeInput() }),
  );
  return fc
    .tuple(
      requiredIf,
      fc.record({
        pairSymbol: fc.constantFrom(...pairs),
        type: optional(fc.subarray([...ORDER_TYPES], { minLength: 1 })),
        status: optional(fc.subarray([...LISTABLE_ORDER_STATUSES], { minLength: 1 })),
        createdAtAfter: optional(dateTimeInput()),
        page: optional(page()),
        pageSize: optional(pageSize(ORDERS_PAGE_SIZE)),
        order: optional(sortOrder()),
      }),
    )
    .map(([req, rest]) => defined({ ...rest, ...req }));
}

/**
 * A valid GET /v1/trades query. `orderIdReading` (as `QueryContext.tradesOrderId`): under
 * `'exclusive'` some queries are `{ orderId }` alone; under `'filter'` orderId comes with the rest.
 */
export function tradesQuery(pairs: readonly string[], orderIdReading: 'exclusive' | 'filter' = 'exclusive'): Arbitrary<WireQuery> {
  const dates = fc.oneof(
    fc.record({ createdAtBefore: dateTimeInput() }),
    fc.record({ createdAt: dateTimeInput() }),
    fc.record({ createdAtBefore: dateTimeInput(), createdAt: dateTimeInput() }),
  );
  const full = fc
    .tuple(
      dates,
      fc.record({
        pairSymbol: fc.subarray([...pairs], { minLength: 1 }),
        orderId: orderIdReading === 'filter' ? optional(fc.nat().map(String)) : fc.constant(undefined),
        side: optional(fc.constantFrom(...TRADE_SIDES)),
        createdAtAfter: optional(dateTimeInput()),
        page: optional(page()),
        pageSize: optional(pageSize(TRADES_PAGE_SIZE)),
        order: optional(sortOrder()),
      }),
    )
    .map(([req, rest]) => defined({ ...rest, ...req }));
  if (orderIdReading === 'filter') return full;
  return fc.oneof(
    full,
    fc.nat().map((n) => ({ orderId: String(n) })),
  );
}

/** A valid GET /v1/crypto-withdrawals (`withdrawals: true`) or /v1/crypto-deposits query. */
export function transfersQuery(options: { withdrawals?: boolean } = {}): Arbitrary<WireQuery> {
  return fc
    .record({
      createdAtBefore: dateTimeInput(),
      createdAtAfter: dateTimeInput(),
      symbol: optional(fc.stringMatching(/^[A-Z]{2,6}$/)),
      page: optional(page()),
      pageSize: optional(pageSize(TRANSFERS_PAGE_SIZE)),
      orderBy: optional(sortOrder()),
      externalTransactionId: options.withdrawals === true ? optional(fc.string({ minLength: 1 })) : fc.constant(undefined),
    })
    .map(defined);
}

/** Distinct pair symbols, for `QueryContext.pairs`. */
export function pairSymbols(): Arbitrary<string[]> {
  return fc.uniqueArray(fc.stringMatching(/^[A-Z]{3,4}(TRY|USDT)$/), { minLength: 1, maxLength: 5 });
}
