// The plain model: every order and trade as the record a client receives, in arrays a reader can
// scan, with the account that owns it and its createdAt as an instant. Built once at start, in the
// server's profile (id style, timestamp digits, Sell sign), from the generated dataset.
import { compareIds, type Instant, type Order, type Trade } from '@tarc/domain';
import type { Dataset } from '../data/dataset.js';
import { idOrdering } from '../data/ids.js';
import { instantAt } from '../data/timeline.js';
import type { ReferenceProfile } from '../types.js';
import { orderRecord, tradeRecord } from './records.js';

/** A record as the model keeps it: what a client receives, whose it is, and when it was created. */
export interface Entry<R> {
  record: R;
  /** The index of the owning account in `ds.accounts`. */
  account: number;
  createdAt: Instant;
}

export interface Model {
  /** Every order, ordered by createdAt (equal createdAt: in the order they were generated). */
  orders: Entry<Order>[];
  /** The same orders ordered by id, as the profile's ids compare ("ordered by id"). */
  ordersById: Entry<Order>[];
  /** Every trade, ordered by createdAt (equal createdAt: in the order they were generated). */
  trades: Entry<Trade>[];
  orderWithId: ReadonlyMap<string, Entry<Order>>;
  tradeWithId: ReadonlyMap<string, Entry<Trade>>;
}

type RecordStyle = Pick<ReferenceProfile, 'idStyle' | 'timestampDigits' | 'sellSign'>;

const byCreatedAt = <R>(a: Entry<R>, b: Entry<R>) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0);

export function buildModel(ds: Dataset, profile: RecordStyle): Model {
  const orders = Array.from({ length: ds.orders.count }, (_, p): Entry<Order> => ({
    record: orderRecord(ds, p, profile),
    account: ds.orders.account[p]!,
    createdAt: instantAt(ds.timeline, ds.orders.createdAt[p]!),
  }));
  const trades = Array.from({ length: ds.trades.count }, (_, t): Entry<Trade> => ({
    record: tradeRecord(ds, t, profile),
    account: ds.orders.account[ds.trades.order[t]!]!,
    createdAt: instantAt(ds.timeline, ds.trades.createdAt[t]!),
  }));
  const ordering = idOrdering(profile.idStyle);
  return {
    orders: orders.sort(byCreatedAt), // Array.prototype.sort is stable: ties stay in generation order
    ordersById: [...orders].sort((a, b) => compareIds(a.record.id, b.record.id, ordering)),
    trades: trades.sort(byCreatedAt),
    orderWithId: new Map(orders.map((entry) => [entry.record.id, entry])),
    tradeWithId: new Map(trades.map((entry) => [entry.record.id, entry])),
  };
}
