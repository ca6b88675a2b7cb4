// Normalized queries: what a paged endpoint's parameters mean once validated, defaults applied and
// the date window clamped. Produced by validate*Query; consumed by servers and by the runner's model.
import type { EnumCase, ListableOrderStatus, OrderType, SortOrder, TradeSide } from '../enums.js';
import type { Instant } from '../instant.js';
import type { ValidationProblem } from '../problems.js';

/** A query as it arrives on the wire: repeated parameters are kept. Numbers are read as their text. */
export type QueryInput = URLSearchParams | Readonly<Record<string, string | number | readonly (string | number)[] | undefined>>;

export interface QueryContext {
  /** The server's clock; no rule reads a clock of its own. */
  now: Date;
  /** Existing pair symbols ("pairSymbol ... must be an existing pair"). */
  pairs: ReadonlySet<string> | readonly string[];
  /**
   * Which end a clamped window keeps (open point #3 in the README). `before` (default): after = before - 90 days,
   * and an omitted createdAtAfter is before - 90 days. `after`: before = after + 90 days, and an
   * omitted createdAtAfter is now - 90 days ("the last 90 days" read from the clock).
   */
  windowAnchor?: 'before' | 'after';
  /**
   * How GET /v1/trades reads `orderId` (open point #1 in the README). `exclusive` (default): "when set, no other
   * parameter may be sent", so pairSymbol is not required and any other listed parameter sent with it
   * is an error on that parameter. `filter`: pairSymbol and a date stay required; orderId filters.
   * `ignore`: "no other parameter" read as "the others do not apply": with orderId every other
   * parameter is ignored and the answer is all the order's trades, newest first.
   */
  tradesOrderId?: 'exclusive' | 'filter' | 'ignore';
  /**
   * The letter case of enum values (`type`, `status`, `side`); the spec is silent on it, only names
   * are "case-sensitive as written". `exact` (default) or `insensitive`. `order`/`orderBy` are read in
   * any case under both.
   */
  enumCase?: EnumCase;
}

export type QueryResult<T> = { ok: true; value: T } | { ok: false; problem: ValidationProblem };

/** Half-open window: records with `after < createdAt <= before` ("created after", "on or before"). */
export interface DateWindow {
  after: Instant;
  before: Instant;
}

export interface OrdersQuery {
  pairSymbol: string;
  /** "includes orders with id greater than or equal to it; when set, the response is ordered by id" */
  orderIdAfter?: string;
  /** Empty means no type filter. */
  type: OrderType[];
  /**
   * "when omitted all three are returned". Typed as the listable statuses: to test a record's
   * `OrderStatus` against it, use `orderFilter(orderCriteria(query), …)` (or widen: `(query.status as readonly OrderStatus[])`).
   */
  status: ListableOrderStatus[];
  /** Present when createdAtBefore was sent; already clamped to 90 days. */
  window?: DateWindow;
  /**
   * Lower bound given without createdAtBefore (only with orderIdAfter): after < createdAt. Never set
   * together with `window`; `orderCriteria(query)` gives the one window a selection reads (`selectOrders` uses it).
   */
  createdAtAfter?: Instant;
  page: number;
  pageSize: number;
  order: SortOrder;
  /** Key the response is ordered by. */
  orderedBy: 'id' | 'createdAt';
}

export interface TradesQuery {
  /** May be empty only when orderId is set (see open point #1 in the README). */
  pairSymbol: string[];
  orderId?: string;
  side?: TradeSide;
  window?: DateWindow;
  /** "trades at this specific date"; its reading (day or instant) is the server's choice. */
  createdAt?: Instant;
  /** Lower bound given without createdAtBefore (only with createdAt): after < createdAt. */
  createdAtAfter?: Instant;
  /** True when createdAt was given as a calendar date without a time. */
  createdAtIsDate?: boolean;
  page: number;
  pageSize: number;
  order: SortOrder;
}

export interface CryptoTransfersQuery {
  symbol?: string;
  window: DateWindow;
  page: number;
  pageSize: number;
  orderBy: SortOrder;
}

export interface CryptoWithdrawalsQuery extends CryptoTransfersQuery {
  externalTransactionId?: string;
}

export type CryptoDepositsQuery = CryptoTransfersQuery;
