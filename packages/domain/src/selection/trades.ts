// GET /v1/trades as a selection over records: "Returns the account's trades as an array of Trade,
// ordered by createdAt."
import type { TradeSide } from '../enums.js';
import { addDays, instantFromTicks, instantToTicks, type Instant } from '../instant.js';
import type { TradesQuery } from '../queries/types.js';
import type { Trade } from '../resources.js';
import { paginate } from './paging.js';
import { createdAtInstant, isInWindow, type WindowBounds } from './window.js';

/**
 * How "createdAt: trades at this specific date" is read (open point #12 in the README: the spec does not say
 * whether it names a calendar day or one instant): `day`, the UTC calendar day of the value; `instant`,
 * that exact instant (its 100 ns tick).
 */
export type TradesCreatedAtReading = 'day' | 'instant';

/** What decides whether a trade is selected, once the query rules ran. */
export interface TradeCriteria<T = Instant> {
  /** Empty: every pair (only with orderId, by the query rules). */
  pairSymbol: readonly string[];
  orderId?: string;
  side?: TradeSide;
  window: WindowBounds<T>;
  /** "trades at this specific date", as the half-open interval `from <= createdAt < until`. */
  at?: { from: T; until: T };
}

/** The fields of a trade a selection reads. */
export type TradeKey = Pick<Trade, 'orderId' | 'pairSymbol' | 'side'>;

/** "createdAt: trades at this specific date" as an interval `from <= createdAt < until`, as `reading` reads it. */
export function tradesCreatedAtInterval(createdAt: Instant, reading: TradesCreatedAtReading): { from: Instant; until: Instant } {
  if (reading === 'instant') return { from: createdAt, until: instantFromTicks(instantToTicks(createdAt) + 1n) };
  const from = `${createdAt.slice(0, 10)}T00:00:00.0000000` as Instant;
  return { from, until: addDays(from, 1) };
}

/** A query's criteria; `reading` says how its createdAt is read (default `day`). */
export function tradeCriteria(query: TradesQuery, reading: TradesCreatedAtReading = 'day'): TradeCriteria {
  const criteria: TradeCriteria = {
    pairSymbol: query.pairSymbol,
    window: { ...query.window },
  };
  if (query.orderId !== undefined) criteria.orderId = query.orderId;
  if (query.side !== undefined) criteria.side = query.side;
  if (query.createdAt !== undefined) criteria.at = tradesCreatedAtInterval(query.createdAt, reading);
  return criteria;
}

/**
 * The test a trade passes to be selected: one of the pairs (any when none), its order, its side,
 * created in the window (`after < createdAt <= before`) and at the date asked (`from <= createdAt < until`).
 */
export function tradeFilter<R extends TradeKey, T extends string | number | bigint>(
  criteria: TradeCriteria<T>,
  createdAtOf: (record: R) => T,
): (record: R) => boolean {
  const { pairSymbol, orderId, side, window, at } = criteria;
  return (trade) => {
    const createdAt = createdAtOf(trade);
    return (
      (pairSymbol.length === 0 || pairSymbol.includes(trade.pairSymbol)) &&
      (orderId === undefined || trade.orderId === orderId) &&
      (side === undefined || trade.side === side) &&
      isInWindow(createdAt, window) &&
      (at === undefined || (at.from <= createdAt && createdAt < at.until))
    );
  };
}

export interface SelectTradesOptions {
  /** How createdAt ("trades at this specific date") is read; default `day` (the spec does not say whether it is a day or an instant: open point #12 in the README). */
  createdAtReading?: TradesCreatedAtReading;
}

/** Every trade `query` selects, ascending by createdAt (equal createdAt keep the records' order), not yet paged. */
export function tradesMatching<R extends TradeKey & { createdAt: string }>(records: readonly R[], query: TradesQuery, options: SelectTradesOptions = {}): R[] {
  const keyed = records.map((record) => ({ orderId: record.orderId, pairSymbol: record.pairSymbol, side: record.side, at: createdAtInstant(record), record }));
  const selected = keyed.filter(tradeFilter(tradeCriteria(query, options.createdAtReading), (k) => k.at));
  selected.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  return selected.map((k) => k.record);
}

/** The page of trades GET /v1/trades answers for `query` (from `validateTradesQuery`), read in `query.order`. */
export function selectTrades<R extends TradeKey & { createdAt: string }>(records: readonly R[], query: TradesQuery, options: SelectTradesOptions = {}): R[] {
  return paginate(tradesMatching(records, query, options), query.order, query);
}
