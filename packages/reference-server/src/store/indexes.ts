// Indexes over the columnar orders and trades: positions sorted by createdAt and by id, per account
// and pair, so a page query searches bounds instead of scanning the whole store.
import type { OrderColumns, TradeColumns } from '../data/orders.js';
import { PAIRS } from '../data/pairs.js';
import { sortPositions } from './sort.js';

export interface OrderGroup {
  /** Positions ordered by createdAt (ties by position). */
  byCreatedAt: Int32Array;
  /** Positions ordered by id. */
  byId: Int32Array;
  /**
   * Along `byId`: the latest createdAt up to each index, and the earliest from each index on. Both
   * are monotone, so an id-ordered walk with a window skips, by binary search, the ids before the
   * window's first order and after its last one (ids are not in createdAt order, so `byId` is not).
   */
  byIdCreatedAtMaxUpTo: Float64Array;
  byIdCreatedAtMinFrom: Float64Array;
}

export interface Indexes {
  /** `orderGroups[account * PAIRS.length + pair]`. */
  orderGroups: OrderGroup[];
  /** Every order position ordered by id (lookups). */
  ordersById: Int32Array;
  /** Every trade position ordered by id (lookups). */
  tradesById: Int32Array;
  /** Per account, its trade positions ordered by createdAt. */
  tradesByAccount: Int32Array[];
  /** `tradesByGroup[account * PAIRS.length + pair]`: the same, per pair (single-pair queries). */
  tradesByGroup: Int32Array[];
}

function runningMax(positions: Int32Array, key: Float64Array): Float64Array {
  const out = new Float64Array(positions.length);
  let max = -Infinity;
  for (let i = 0; i < positions.length; i++) out[i] = max = Math.max(max, key[positions[i]!]!);
  return out;
}

function runningMinFromEnd(positions: Int32Array, key: Float64Array): Float64Array {
  const out = new Float64Array(positions.length);
  let min = Infinity;
  for (let i = positions.length - 1; i >= 0; i--) out[i] = min = Math.min(min, key[positions[i]!]!);
  return out;
}

function identity(n: number): Int32Array {
  const positions = new Int32Array(n);
  for (let i = 0; i < n; i++) positions[i] = i;
  return positions;
}

/** Splits `positions` (in their order) into buckets by `bucketOf(position)`. */
function split(positions: Int32Array, buckets: number, bucketOf: (position: number) => number): Int32Array[] {
  const sizes = new Int32Array(buckets);
  for (const p of positions) sizes[bucketOf(p)]!++;
  const out = Array.from(sizes, (size) => new Int32Array(size));
  const fill = new Int32Array(buckets);
  for (const p of positions) {
    const b = bucketOf(p);
    out[b]![fill[b]!++] = p;
  }
  return out;
}

export function buildIndexes(orders: OrderColumns, trades: TradeColumns, accounts: number): Indexes {
  const groups = accounts * PAIRS.length;
  const groupOf = (p: number) => orders.account[p]! * PAIRS.length + orders.pair[p]!;
  const ordersById = sortPositions(identity(orders.count), orders.id);
  const byCreatedAt = split(identity(orders.count), groups, groupOf); // positions are in createdAt order
  const byId = split(ordersById, groups, groupOf);
  const tradesByTime = sortPositions(identity(trades.count), trades.createdAt);
  return {
    orderGroups: byCreatedAt.map((positions, g) => ({
      byCreatedAt: positions,
      byId: byId[g]!,
      byIdCreatedAtMaxUpTo: runningMax(byId[g]!, orders.createdAt),
      byIdCreatedAtMinFrom: runningMinFromEnd(byId[g]!, orders.createdAt),
    })),
    ordersById,
    tradesById: sortPositions(identity(trades.count), trades.id),
    tradesByAccount: split(tradesByTime, accounts, (p) => orders.account[trades.order[p]!]!),
    tradesByGroup: split(tradesByTime, groups, (p) => groupOf(trades.order[p]!)),
  };
}
