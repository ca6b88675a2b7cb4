// Which trades a selection holds, in the spec's words, over the plain model.
import type { TradeSelection } from './filters.js';
import type { Model, StoredTrade } from './model.js';
import { inWindow } from './window.js';

function isSelected(trade: StoredTrade, s: TradeSelection, accounts: ReadonlySet<number>): boolean {
  return (
    accounts.has(trade.account) &&
    (s.pairSymbols.length === 0 || s.pairSymbols.includes(trade.pairSymbol)) &&
    (s.orderId === undefined || trade.orderId === s.orderId) &&
    (s.side === undefined || trade.side === s.side) &&
    inWindow(trade.createdAt, s.window) &&
    // "trades at this specific date": `from <= createdAt < until`
    (s.at === undefined || (s.at.from <= trade.createdAt && trade.createdAt < s.at.until))
  );
}

/** Every trade the selection holds, ascending by createdAt. */
export function selectedTrades(model: Model, s: TradeSelection): StoredTrade[] {
  const accounts = new Set(s.accounts);
  return model.trades.filter((trade) => isSelected(trade, s, accounts));
}
