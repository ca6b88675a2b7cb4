// The plain model as the Store the handlers ask: select, page, copy the records out.
import type { Order, Trade } from '@tarc/domain';
import { idOrdering } from '../data/ids.js';
import type { ReferenceProfile } from '../types.js';
import type { Entry, Model } from './model.js';
import { selectedOrders } from './orders.js';
import { pageOf } from './page.js';
import type { Found, Store } from './store.js';
import { reverseTies } from './ties.js';
import { selectedTrades } from './trades.js';

/** A copy: serialization and fault hooks change the records they are given, never the model's. */
const copy = <R extends Order | Trade>(entry: Entry<R>): R => ({ ...entry.record });

function found<R extends Order | Trade>(entry: Entry<R> | undefined): Found | undefined {
  return entry && { account: entry.account, createdAt: entry.createdAt, body: () => ({ records: copy(entry) }) };
}

function page<R extends Order | Trade>(entries: Entry<R>[], reversedTies: boolean): { records: R[] } {
  if (reversedTies) reverseTies(entries, (entry) => entry.createdAt);
  return { records: entries.map(copy) };
}

export function modelStore(model: Model, profile: Pick<ReferenceProfile, 'idStyle'>): Store {
  const ordering = idOrdering(profile.idStyle);
  return {
    orders: (selection, paging, reversedTies) =>
      page(pageOf(selectedOrders(model, selection, ordering), selection.order, paging), reversedTies),
    order: (id) => found(model.orderWithId.get(id)),
    trades: (selection, paging, reversedTies) => page(pageOf(selectedTrades(model, selection), selection.order, paging), reversedTies),
    trade: (id) => found(model.tradeWithId.get(id)),
    countOrders: (selection) => selectedOrders(model, selection, ordering).length,
    countTrades: (selection) => selectedTrades(model, selection).length,
  };
}
