// GET /v1/trades and GET /v1/trades/{id}.
import { tradesCreatedAtInterval, validateTradesQuery } from '@tarc/domain';
import type { TradeSelection } from '../model/filters.js';
import { existsYet, visibleWindow, type Handler } from './context.js';

/** "Returns the account's trades as an array of Trade, ordered by createdAt." */
export const listTrades: Handler = (c) => {
  const result = validateTradesQuery(c.params, c.queryContext);
  if (!result.ok) return { status: 400, problem: result.problem };
  const query = result.value;
  c.hooks.query?.({ ...c.base, raw: c.raw, now: c.queryContext.now, endpoint: 'trades', query });
  const selection: TradeSelection = {
    accounts: [c.account],
    pairSymbols: [...query.pairSymbol],
    window: { ...query.window },
    order: query.order,
  };
  if (query.orderId !== undefined) selection.orderId = query.orderId;
  if (query.side !== undefined) selection.side = query.side;
  // "trades at this specific date" (OPEN-POINTS #12): the UTC day of the value or the instant, as the profile reads it.
  if (query.createdAt !== undefined) selection.at = tradesCreatedAtInterval(query.createdAt, c.profile.tradesCreatedAt);
  c.hooks.selection?.({ ...c.base, raw: c.raw, store: c.store, endpoint: 'trades', selection });
  visibleWindow(c, selection.window);
  return { status: 200, kind: 'trade', ...c.store.trades(selection, query, c.profile.tieOrder === 'reversed-in-page') };
};

/** "200 one Trade; 404 not-found error." */
export const getTrade: Handler = (c) => {
  const id = c.id ?? '';
  const lookup = { ...c.base, id, accounts: [c.account], store: c.store };
  c.hooks.lookup?.(lookup);
  const { accounts } = lookup;
  const trade = c.store.trade(id);
  if (trade === undefined || !accounts.includes(trade.account) || !existsYet(c, trade.createdAt)) return { status: 404 };
  return { status: 200, kind: 'trade', ...trade.body() };
};
