// The plain model: every order and trade in arrays a reader can scan, each with what the filters
// read (its id, account, createdAt, pair, status or side...) and the record a client receives.
// Built once at start, in the server's profile (id style, timestamp digits, Sell sign), from the
// generated dataset. A record's object is written the first time it is served, then kept: most
// records of a test server are never asked for, and writing all of them would triple its start.
import { compareIds, ORDER_STATUSES, ORDER_TYPES, type Instant, type Order, type Trade } from '@tarc/domain';
import type { Dataset } from '../data/dataset.js';
import { idOrdering } from '../data/ids.js';
import { PAIRS } from '../data/pairs.js';
import { instantAt } from '../data/timeline.js';
import type { ReferenceProfile } from '../types.js';
import { orderIdText, orderRecord, tradeIdText, tradeRecord } from './records.js';

/** What every stored record carries: its id, the index of its account in `ds.accounts`, its createdAt. */
interface Stored<R> {
  id: string;
  account: number;
  createdAt: Instant;
  /** The record a client receives (the same object each time: copy it before changing it). */
  record(): R;
}

export interface StoredOrder extends Stored<Order> {
  pairSymbol: string;
  status: Order['status'];
  type: Order['type'];
}

export interface StoredTrade extends Stored<Trade> {
  orderId: string;
  pairSymbol: string;
  side: Trade['side'];
}

export interface Model {
  /** Every order, ordered by createdAt (equal createdAt: in the order they were generated). */
  orders: StoredOrder[];
  /** The same orders ordered by id, as the profile's ids compare ("ordered by id"). */
  ordersById: StoredOrder[];
  /** Every trade, ordered by createdAt (equal createdAt: in the order they were generated). */
  trades: StoredTrade[];
  orderWithId: ReadonlyMap<string, StoredOrder>;
  tradeWithId: ReadonlyMap<string, StoredTrade>;
}

type RecordStyle = Pick<ReferenceProfile, 'idStyle' | 'timestampDigits' | 'sellSign'>;

const byCreatedAt = (a: { createdAt: Instant }, b: { createdAt: Instant }) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0);

/** `write()` the first time, then the same value. */
function once<R>(write: () => R): () => R {
  let value: R | undefined;
  return () => (value ??= write());
}

function storedOrder(ds: Dataset, p: number, profile: RecordStyle): StoredOrder {
  const o = ds.orders;
  return {
    id: orderIdText(ds, p, profile),
    account: o.account[p]!,
    createdAt: instantAt(ds.timeline, o.createdAt[p]!),
    pairSymbol: PAIRS[o.pair[p]!]!.symbol,
    status: ORDER_STATUSES[o.status[p]!]!,
    type: ORDER_TYPES[o.type[p]!]!,
    record: once(() => orderRecord(ds, p, profile)),
  };
}

function storedTrade(ds: Dataset, t: number, profile: RecordStyle): StoredTrade {
  const p = ds.trades.order[t]!;
  return {
    id: tradeIdText(ds, t, profile),
    account: ds.orders.account[p]!,
    createdAt: instantAt(ds.timeline, ds.trades.createdAt[t]!),
    orderId: orderIdText(ds, p, profile),
    pairSymbol: PAIRS[ds.orders.pair[p]!]!.symbol,
    side: ORDER_TYPES[ds.orders.type[p]!]!, // a trade's side is its order's type
    record: once(() => tradeRecord(ds, t, profile)),
  };
}

export function buildModel(ds: Dataset, profile: RecordStyle): Model {
  const orders = Array.from({ length: ds.orders.count }, (_, p) => storedOrder(ds, p, profile));
  const trades = Array.from({ length: ds.trades.count }, (_, t) => storedTrade(ds, t, profile));
  const ordering = idOrdering(profile.idStyle);
  return {
    orders: orders.sort(byCreatedAt), // Array.prototype.sort is stable: ties stay in generation order
    ordersById: [...orders].sort((a, b) => compareIds(a.id, b.id, ordering)),
    trades: trades.sort(byCreatedAt),
    orderWithId: new Map(orders.map((order) => [order.id, order])),
    tradeWithId: new Map(trades.map((trade) => [trade.id, trade])),
  };
}
