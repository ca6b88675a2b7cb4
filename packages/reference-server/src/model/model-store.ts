// The plain model as the Store the handlers ask: select, page, copy the records out.
import { type Order, paginate, type Trade } from '@tarc/domain';
import { idOrdering } from '../data/ids.js';
import type { ReferenceProfile } from '../types.js';
import type { Model, StoredOrder, StoredTrade } from './model.js';
import { selectedOrders } from './orders.js';
import type { Found, Store } from './store.js';
import { reverseTies } from './ties.js';
import { selectedTrades } from './trades.js';

type Stored = StoredOrder | StoredTrade;

/** A copy: serialization and fault hooks change the records they are given, never the model's. */
const copy = (stored: Stored): Order | Trade => ({ ...stored.record() });

function found(stored: Stored | undefined): Found | undefined {
  return stored && { account: stored.account, createdAt: stored.createdAt, body: () => ({ records: copy(stored) }) };
}

function page(stored: Stored[], reversedTies: boolean): { records: (Order | Trade)[] } {
  if (reversedTies) reverseTies(stored, (one) => one.createdAt);
  return { records: stored.map(copy) };
}

export function modelStore(model: Model, profile: Pick<ReferenceProfile, 'idStyle'>): Store {
  const ordering = idOrdering(profile.idStyle);
  return {
    orders: (selection, paging, reversedTies) => page(paginate(selectedOrders(model, selection, ordering), selection.order, paging), reversedTies),
    order: (id) => found(model.orderWithId.get(id)),
    trades: (selection, paging, reversedTies) => page(paginate(selectedTrades(model, selection), selection.order, paging), reversedTies),
    trade: (id) => found(model.tradeWithId.get(id)),
    countOrders: (selection) => selectedOrders(model, selection, ordering).length,
    countTrades: (selection) => selectedTrades(model, selection).length,
  };
}
