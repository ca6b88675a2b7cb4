// What answers the orders and trades endpoints: the plain model (src/model/model.ts) by default, the
// index engine and byte caches of src/scale/ on large datasets (SCALE_MIN_ORDERS in src/serving.ts).
// Both give the same bytes for the same requests: src/byte-identical.test.ts.
import type { Instant } from '@tarc/domain';
import type { OrderSelection, Paging, TradeSelection } from './filters.js';

/** A 200 body: fresh records to serialize (a fault's `record` hook may change them), or bytes already written. */
export type Body = { records: object[] | object } | { latin1Body: string };

/** A record found by its id, before the caller's accounts and the clock are checked. */
export interface Found {
  /** The index of the account that owns it. */
  account: number;
  createdAt: Instant;
  body(): Body;
}

export interface Store {
  /**
   * The page of orders a selection and paging ask for, in the order asked; `reversedTies`: orders of
   * equal createdAt in the other order within the page (`tieOrder: reversed-in-page`, OPEN-POINTS #15).
   */
  orders(selection: OrderSelection, paging: Paging, reversedTies: boolean): Body;
  /** The order whose id is `id` (the id text exactly), whatever its account. */
  order(id: string): Found | undefined;
  /** The page of trades asked for, ordered by createdAt as asked. */
  trades(selection: TradeSelection, paging: Paging, reversedTies: boolean): Body;
  trade(id: string): Found | undefined;
  /** How many orders a selection holds over all its pages. */
  countOrders(selection: OrderSelection): number;
  countTrades(selection: TradeSelection): number;
}
