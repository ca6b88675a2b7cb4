// What a list endpoint selects from the store, in the spec's words, after the query rules ran.
// Fault hooks may change a selection; the store executes whatever it is given.
import type { Instant, OrderStatus, OrderType, SortOrder, TradeSide } from '@tarc/domain';

/** Half-open: `after < createdAt <= before` ("created after", "on or before"). */
export interface InstantWindow {
  after?: Instant;
  before?: Instant;
}

export interface OrderSelection {
  /** Account indexes whose orders are listed (the caller's own: "Results are limited to ..."). */
  accounts: number[];
  pairSymbol: string;
  statuses: OrderStatus[];
  /** Empty: both types. */
  types: OrderType[];
  window: InstantWindow;
  /** "includes orders with id greater than or equal to it" */
  orderIdAfter?: string;
  orderedBy: 'id' | 'createdAt';
  order: SortOrder;
}

export interface TradeSelection {
  accounts: number[];
  /** Empty: every pair. */
  pairSymbols: string[];
  orderId?: string;
  side?: TradeSide;
  window: InstantWindow;
  /** Trades `createdAt`, as a half-open interval `from <= createdAt < until`. */
  at?: { from: Instant; until: Instant };
  order: SortOrder;
}

export interface TransferSelection {
  accounts: number[];
  symbol?: string;
  window: InstantWindow;
  externalTransactionId?: string;
  order: SortOrder;
}

export interface Paging {
  page: number;
  pageSize: number;
}
