// Normalized queries: what a paged endpoint's parameters mean once validated, defaults applied and
// the date window clamped. Produced by validate*Query; consumed by servers and by the runner's model.
import type { EnumCase, ListableOrderStatus, OrderStatus, OrderType, SortOrder, TradeSide } from '../enums.js';
import type { Instant } from '../instant.js';
import type { ValidationProblem } from '../problems.js';
import type { QueryIssue } from './issues.js';

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

/**
 * A validated query, or its issues (each `{ code, key, message }`, in the order found) with the 400
 * body built from them (`problem.errors` maps each key to its issues' messages).
 */
export type QueryResult<T> = { ok: true; value: T } | { ok: false; issues: QueryIssue[]; problem: ValidationProblem };

/** Half-open window: records with `after < createdAt <= before` ("created after", "on or before"). */
export interface DateWindow {
  after: Instant;
  before: Instant;
}

/**
 * The window of an orders or trades query, one shape for every case: both ends when createdAtBefore
 * was sent (a `DateWindow`, clamped to 90 days); the lower bound alone when createdAtAfter came
 * without it (orders: with orderIdAfter; trades: with createdAt), so `after < createdAt`; no bound
 * otherwise. `window.before !== undefined` tells the first case and narrows to `DateWindow`.
 */
export type QueryWindow = DateWindow | { after?: Instant; before?: undefined };

/**
 * The statuses an orders query lists: only Untouched, Partial and Closed ("The list accepts only
 * Untouched, Partial and Closed as status filters"), yet `includes` takes any `OrderStatus`, so a
 * record's status is tested as it is: `query.status.includes(order.status)`.
 */
export interface ListedStatuses extends Array<ListableOrderStatus> {
  includes(status: OrderStatus, fromIndex?: number): boolean;
}

export interface OrdersQuery {
  pairSymbol: string;
  /** "includes orders with id greater than or equal to it; when set, the response is ordered by id" */
  orderIdAfter?: string;
  /** Empty means no type filter. */
  type: OrderType[];
  /** "when omitted all three are returned"; never Canceled. `status.includes(order.status)` compiles. */
  status: ListedStatuses;
  /** The one window a record must be in (`after < createdAt <= before`); see `QueryWindow`. */
  window: QueryWindow;
  page: number;
  pageSize: number;
  order: SortOrder;
  /** Key the response is ordered by. */
  orderedBy: 'id' | 'createdAt';
}

export interface TradesQuery {
  /**
   * May be empty only when orderId is set: "when set, no other parameter may be sent" against a required
   * pairSymbol (open point #1 in the README; `ctx.tradesOrderId` picks the reading).
   */
  pairSymbol: string[];
  orderId?: string;
  side?: TradeSide;
  /** The window besides createdAt (`after < createdAt <= before`); see `QueryWindow`. Empty with orderId alone. */
  window: QueryWindow;
  /** "trades at this specific date"; its reading (day or instant) is the server's choice. */
  createdAt?: Instant;
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
