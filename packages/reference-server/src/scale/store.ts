// The scale engine as the Store the handlers ask: the indexes select positions, and the bodies are
// written as bytes from the columns (`bytes`), or as record objects when a fault's `record` hook
// needs them.
import { instantAt } from '../data/timeline.js';
import type { Dataset } from '../data/dataset.js';
import type { Paging } from '../model/filters.js';
import { orderRecord, tradeRecord } from '../model/records.js';
import type { Body, Store } from '../model/store.js';
import { reverseTies } from '../model/ties.js';
import type { ReferenceProfile } from '../types.js';
import { indexed } from './indexes.js';
import type { JsonBytes } from './json-bytes.js';
import { findOrder, selectOrders } from './orders.js';
import { recordCaches } from './record-cache.js';
import { recordsBody, writeOrder, writeTrade } from './record-text.js';
import { findTrade, selectTrades } from './trades.js';

const ALL: Paging = { page: 1, pageSize: Number.MAX_SAFE_INTEGER };

export function scaleStore(dataset: Dataset, profile: Readonly<ReferenceProfile>, bytes: boolean): Store {
  const ds = indexed(dataset);
  const orderBody = (positions: number[] | number): Body => {
    if (!bytes) return { records: Array.isArray(positions) ? positions.map((p) => orderRecord(ds, p, profile)) : orderRecord(ds, positions, profile) };
    const cache = recordCaches(ds, profile).orders;
    const write = (w: JsonBytes, p: number) => writeOrder(w, ds, p, profile);
    return { latin1Body: recordsBody(positions, (w, p) => cache.write(w, p, write)) };
  };
  const tradeBody = (positions: number[] | number): Body => {
    if (!bytes) return { records: Array.isArray(positions) ? positions.map((t) => tradeRecord(ds, t, profile)) : tradeRecord(ds, positions, profile) };
    const cache = recordCaches(ds, profile).trades;
    const write = (w: JsonBytes, t: number) => writeTrade(w, ds, t, profile);
    return { latin1Body: recordsBody(positions, (w, t) => cache.write(w, t, write)) };
  };
  return {
    orders(selection, paging, reversedTies) {
      const positions = selectOrders(ds, selection, paging, profile);
      if (reversedTies) reverseTies(positions, (p) => ds.orders.createdAt[p]!);
      return orderBody(positions);
    },
    order(id) {
      const p = findOrder(ds, id, profile);
      if (p === undefined) return undefined;
      return { account: ds.orders.account[p]!, createdAt: instantAt(ds.timeline, ds.orders.createdAt[p]!), body: () => orderBody(p) };
    },
    trades(selection, paging, reversedTies) {
      const positions = selectTrades(ds, selection, paging, profile);
      if (reversedTies) reverseTies(positions, (t) => ds.trades.createdAt[t]!);
      return tradeBody(positions);
    },
    trade(id) {
      const t = findTrade(ds, id, profile);
      if (t === undefined) return undefined;
      const account = ds.orders.account[ds.trades.order[t]!]!;
      return { account, createdAt: instantAt(ds.timeline, ds.trades.createdAt[t]!), body: () => tradeBody(t) };
    },
    countOrders: (selection) => selectOrders(ds, selection, ALL, profile).length,
    countTrades: (selection) => selectTrades(ds, selection, ALL, profile).length,
  };
}
