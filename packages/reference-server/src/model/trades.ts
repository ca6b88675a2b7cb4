// Which trades a selection holds, by @tarc/domain's rule (tradeFilter), over the plain model.
import { tradeFilter, type TradeCriteria } from '@tarc/domain';
import type { TradeSelection } from './filters.js';
import type { Model, StoredTrade } from './model.js';

/** Every trade the selection holds, ascending by createdAt. */
export function selectedTrades(model: Model, s: TradeSelection): StoredTrade[] {
  const accounts = new Set(s.accounts);
  const criteria: TradeCriteria = { pairSymbol: s.pairSymbols, window: s.window };
  if (s.orderId !== undefined) criteria.orderId = s.orderId;
  if (s.side !== undefined) criteria.side = s.side;
  if (s.at !== undefined) criteria.at = s.at;
  const selects = tradeFilter(criteria, (trade: StoredTrade) => trade.createdAt);
  return model.trades.filter((trade) => accounts.has(trade.account) && selects(trade));
}
