// Executing a trade selection and looking trades up by id, on the indexes.
import { TRADE_SIDES } from '@tarc/domain';
import type { IndexedDataset as Dataset } from './indexes.js';
import { parseIdText } from '../data/ids.js';
import { pairIndex, PAIRS } from '../data/pairs.js';
import { ticksOf } from '../data/timeline.js';
import type { ReferenceProfile } from '../types.js';
import type { Paging, TradeSelection } from '../model/filters.js';
import { findOrder } from './orders.js';
import { countKinds } from './kind-ranks.js';
import { allOf, pageOfCounted, pageOfMerged } from './page.js';
import { TRADE_ID_PREFIX } from '../model/records.js';
import { firstWhere } from './sort.js';

type Style = Pick<ReferenceProfile, 'idStyle' | 'timestampDigits'>;

/** The positions of the page of trades asked for, ordered by createdAt as asked. */
export function selectTrades(ds: Dataset, selection: TradeSelection, paging: Paging, profile: Style): number[] {
  const t = ds.trades,
    o = ds.orders;
  let pairs = 0;
  for (const symbol of selection.pairSymbols) {
    const i = pairIndex(symbol);
    if (i >= 0) pairs |= 1 << i;
  }
  if (selection.pairSymbols.length === 0) pairs = ~0;
  const sides = selection.side === undefined ? 0b11 : 1 << TRADE_SIDES.indexOf(selection.side);
  const tick = (instant: string | undefined, fallback: number) =>
    instant === undefined ? fallback : ticksOf(ds.timeline, instant as Parameters<typeof ticksOf>[1]);
  const after = tick(selection.window.after, -Infinity);
  const before = tick(selection.window.before, Infinity);
  const from = tick(selection.at?.from, -Infinity);
  const until = tick(selection.at?.until, Infinity);
  const accounts = new Set(selection.accounts);
  const matches = (p: number) => {
    const order = t.order[p]!;
    const at = t.createdAt[p]!;
    return (
      ((pairs >> o.pair[order]!) & 1) === 1 &&
      ((sides >> o.type[order]!) & 1) === 1 &&
      at > after &&
      at <= before &&
      at >= from &&
      at < until &&
      accounts.has(o.account[order]!)
    );
  };
  const descending = selection.order === 'DESC';

  if (selection.orderId !== undefined) {
    const order = findOrder(ds, selection.orderId, profile);
    if (order === undefined) return [];
    const first = o.tradeStart[order]!;
    const positions = Array.from({ length: o.tradeCount[order]! }, (_, j) => first + j);
    return pageOfMerged(positions.filter(matches), t.createdAt, descending, paging);
  }

  const runs = selection.accounts
    .filter((account) => account >= 0 && account < ds.accounts.length)
    .map((account) => {
      const single = selection.pairSymbols.length === 1 ? pairIndex(selection.pairSymbols[0]!) : -1;
      const group = account * PAIRS.length + single;
      const positions = single >= 0 ? ds.indexes.tradesByGroup[group]! : ds.indexes.tradesByAccount[account]!;
      // Kind ranks: by side within one pair, by pair and side over the account's pairs.
      const kinds = single >= 0 ? ds.indexes.tradesByGroupKinds[group]! : ds.indexes.tradesByAccountKinds[account]!;
      const kindMask = single >= 0 ? sides : pairSideMask(pairs, sides);
      const at = (i: number) => t.createdAt[positions[i]!]!;
      const lo = Math.max(
        firstWhere(positions.length, (i) => at(i) > after),
        firstWhere(positions.length, (i) => at(i) >= from),
      );
      const hi = Math.min(
        firstWhere(positions.length, (i) => at(i) > before),
        firstWhere(positions.length, (i) => at(i) >= until),
      );
      // Inside [lo, hi) every trade is of the account and inside the window: matching is by kind.
      return { positions, lo, hi, count: (r: number) => countKinds(kinds, kindMask, lo, r), kinds: { ranks: kinds, mask: kindMask } };
    });
  if (runs.length === 1) {
    const run = runs[0]!;
    return pageOfCounted(run.positions, run.lo, run.hi, descending, matches, paging, run.count, run.kinds);
  }
  const candidates = runs.flatMap((run) => allOf(run.positions, run.lo, run.hi, matches));
  return pageOfMerged(candidates, t.createdAt, descending, paging);
}

/** Bit `pair * 2 + side` of every pair in `pairs` and side in `sides`. */
function pairSideMask(pairs: number, sides: number): number {
  let mask = 0;
  for (let pair = 0; pair < PAIRS.length; pair++) {
    if (((pairs >> pair) & 1) === 1) mask |= (sides & 0b11) << (pair * 2);
  }
  return mask;
}

/** The position of the trade whose id is `text`, whatever its account. */
export function findTrade(ds: Dataset, text: string, profile: Style): number | undefined {
  const id = parseIdText(profile.idStyle, TRADE_ID_PREFIX, text);
  if (id === undefined) return undefined;
  const positions = ds.indexes.tradesById;
  const i = firstWhere(positions.length, (k) => ds.trades.id[positions[k]!]! >= id);
  return i < positions.length && ds.trades.id[positions[i]!] === id ? positions[i] : undefined;
}
