// Indexes over the columnar orders and trades: positions sorted by createdAt and by id, per account
// and pair, so a page query searches bounds instead of scanning the whole store.
import { ORDER_STATUSES, ORDER_TYPES } from '@tarc/domain';
import type { Dataset } from '../data/dataset.js';
import type { OrderColumns, TradeColumns } from '../data/orders.js';
import { PAIRS } from '../data/pairs.js';
import { kindRanks } from './kind-ranks.js';
import { sortPositions } from './sort.js';

/** Kinds of orders in the kind ranks: `status * 2 + type`. */
const ORDER_KINDS = ORDER_STATUSES.length * ORDER_TYPES.length;
/** Kinds of trades over an account's pairs: `pair * 2 + type` (the side). */
const TRADE_KINDS = PAIRS.length * 2;

interface OrderGroup {
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
  /** Kind ranks (`kind-ranks.ts`) along `byCreatedAt` and along `byId`, by ORDER_KINDS. */
  byCreatedAtKinds: Int32Array[];
  byIdKinds: Int32Array[];
}

interface Indexes {
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
  /** Kind ranks along `tradesByAccount` (TRADE_KINDS) and along `tradesByGroup` (by side). */
  tradesByAccountKinds: Int32Array[][];
  tradesByGroupKinds: Int32Array[][];
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

function buildIndexes(orders: OrderColumns, trades: TradeColumns, accounts: number): Indexes {
  const groups = accounts * PAIRS.length;
  const groupOf = (p: number) => orders.account[p]! * PAIRS.length + orders.pair[p]!;
  const ordersById = sortPositions(identity(orders.count), orders.id);
  const byCreatedAt = split(identity(orders.count), groups, groupOf); // positions are in createdAt order
  const byId = split(ordersById, groups, groupOf);
  const tradesByTime = sortPositions(identity(trades.count), trades.createdAt);
  const orderKind = (p: number) => orders.status[p]! * 2 + orders.type[p]!;
  const tradesByAccount = split(tradesByTime, accounts, (p) => orders.account[trades.order[p]!]!);
  const tradesByGroup = split(tradesByTime, groups, (p) => groupOf(trades.order[p]!));
  return {
    orderGroups: byCreatedAt.map((positions, g) => ({
      byCreatedAt: positions,
      byId: byId[g]!,
      byIdCreatedAtMaxUpTo: runningMax(byId[g]!, orders.createdAt),
      byIdCreatedAtMinFrom: runningMinFromEnd(byId[g]!, orders.createdAt),
      byCreatedAtKinds: kindRanks(positions, ORDER_KINDS, orderKind),
      byIdKinds: kindRanks(byId[g]!, ORDER_KINDS, orderKind),
    })),
    ordersById,
    tradesById: sortPositions(identity(trades.count), trades.id),
    tradesByAccount,
    tradesByGroup,
    tradesByAccountKinds: tradesByAccount.map((positions) =>
      kindRanks(positions, TRADE_KINDS, (t) => orders.pair[trades.order[t]!]! * 2 + orders.type[trades.order[t]!]!),
    ),
    tradesByGroupKinds: tradesByGroup.map((positions) => kindRanks(positions, 2, (t) => orders.type[trades.order[t]!]!)),
  };
}

/** A dataset with its indexes: what the scale engine selects from. */
export type IndexedDataset = Dataset & { indexes: Indexes };

/** Builds the indexes of `ds` once and keeps them on it (the same object: record caches are per dataset). */
export function indexed(ds: Dataset): IndexedDataset {
  return 'indexes' in ds ? (ds as IndexedDataset) : Object.assign(ds, { indexes: buildIndexes(ds.orders, ds.trades, ds.accounts.length) });
}
