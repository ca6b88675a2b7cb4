// GET /v1/trades and GET /v1/trades/{id}.
import { addDays, instantFromTicks, instantToTicks, validateTradesQuery, type Instant, type TradesQuery } from '@tarc/domain';
import type { TradeSelection } from '../model/filters.js';
import type { JsonBytes } from '../scale/json-bytes.js';
import { recordCaches } from '../scale/record-cache.js';
import { recordsBody, writeTrade } from '../scale/record-text.js';
import { tradeRecord } from '../model/records.js';
import { reverseTies } from '../model/ties.js';
import { findTrade, selectTrades } from '../scale/trades.js';
import { existsYet, visibleWindow, type Handler, type RequestContext } from './context.js';

/**
 * "trades at this specific date" (OPEN-POINTS #12): the calendar day (UTC) of the value, or the
 * exact instant, as the profile reads it.
 */
function atInterval(query: TradesQuery, reading: 'day' | 'instant'): TradeSelection['at'] {
  if (query.createdAt === undefined) return undefined;
  if (reading === 'instant') {
    return { from: query.createdAt, until: instantFromTicks(instantToTicks(query.createdAt) + 1n) };
  }
  const from = `${query.createdAt.slice(0, 10)}T00:00:00.0000000` as Instant;
  return { from, until: addDays(from, 1) };
}

/** The JSON body of trades, their bytes cached per record. */
function tradeBody(c: RequestContext, positions: number[] | number): string {
  const cache = recordCaches(c.ds, c.profile).trades;
  const write = (w: JsonBytes, t: number) => writeTrade(w, c.ds, t, c.profile);
  return recordsBody(positions, (w, t) => cache.write(w, t, write));
}

/** "Returns the account's trades as an array of Trade, ordered by createdAt." */
export const listTrades: Handler = (c) => {
  const result = validateTradesQuery(c.params, c.queryContext);
  if (!result.ok) return { status: 400, problem: result.problem };
  const query = result.value;
  c.hooks.query?.({ ...c.base, raw: c.raw, endpoint: 'trades', query });
  const selection: TradeSelection = {
    accounts: [c.account],
    pairSymbols: [...query.pairSymbol],
    window: query.window ? { ...query.window } : query.createdAtAfter ? { after: query.createdAtAfter } : {},
    order: query.order,
  };
  if (query.orderId !== undefined) selection.orderId = query.orderId;
  if (query.side !== undefined) selection.side = query.side;
  const at = atInterval(query, c.profile.tradesCreatedAt);
  if (at !== undefined) selection.at = at;
  c.hooks.selection?.({ ...c.base, raw: c.raw, endpoint: 'trades', selection });
  visibleWindow(c, selection.window);
  const positions = selectTrades(c.ds, selection, query, c.profile);
  if (c.profile.tieOrder === 'reversed-in-page') reverseTies(positions, (t) => c.ds.trades.createdAt[t]!);
  if (!c.fastPath) return { status: 200, kind: 'trade', records: positions.map((t) => tradeRecord(c.ds, t, c.profile)) };
  return { status: 200, kind: 'trade', latin1Body: tradeBody(c, positions) };
};

/** "200 one Trade; 404 not-found error." */
export const getTrade: Handler = (c) => {
  const id = c.id ?? '';
  const lookup = { ...c.base, id, accounts: [c.account] };
  c.hooks.lookup?.(lookup);
  const { accounts } = lookup;
  const position = findTrade(c.ds, id, c.profile);
  if (position === undefined) return { status: 404 };
  const order = c.ds.trades.order[position]!;
  if (!accounts.includes(c.ds.orders.account[order]!)) return { status: 404 };
  if (!existsYet(c, c.ds.trades.createdAt[position]!)) return { status: 404 };
  if (!c.fastPath) return { status: 200, kind: 'trade', records: tradeRecord(c.ds, position, c.profile) };
  return { status: 200, kind: 'trade', latin1Body: tradeBody(c, position) };
};

