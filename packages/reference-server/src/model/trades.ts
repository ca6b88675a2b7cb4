// Which trades a selection holds, in the spec's words, over the plain model.
import type { Trade } from '@tarc/domain';
import type { TradeSelection } from './filters.js';
import type { Entry, Model } from './model.js';
import { inWindow } from './window.js';

function isSelected(entry: Entry<Trade>, s: TradeSelection, accounts: ReadonlySet<number>): boolean {
  const trade = entry.record;
  return accounts.has(entry.account)
    && (s.pairSymbols.length === 0 || s.pairSymbols.includes(trade.pairSymbol))
    && (s.orderId === undefined || trade.orderId === s.orderId)
    && (s.side === undefined || trade.side === s.side)
    && inWindow(entry.createdAt, s.window)
    // "trades at this specific date": `from <= createdAt < until`
    && (s.at === undefined || (s.at.from <= entry.createdAt && entry.createdAt < s.at.until));
}

/** Every trade the selection holds, ascending by createdAt. */
export function selectedTrades(model: Model, s: TradeSelection): Entry<Trade>[] {
  const accounts = new Set(s.accounts);
  return model.trades.filter((entry) => isSelected(entry, s, accounts));
}
