// Orders and trades, generated columnar: one typed array per field, one slot per record. Text
// (ids, decimal strings, timestamps) is written only when a record is serialized.
import { createRandom, type Random } from './random.js';
import { PAIRS } from './pairs.js';
import { FEE_RATES, TAX_RATES } from './rates.js';
import { idSequence } from './ids.js';
import { TICKS_PER_DAY, TICKS_PER_MS, type Timeline } from './timeline.js';

/** Codes of ORDER_STATUSES: Untouched, Partial, Closed, Canceled. */
const UNTOUCHED = 0,
  PARTIAL = 1,
  CLOSED = 2;
export const CANCELED = 3;

export interface OrderColumns {
  count: number;
  id: Float64Array;
  /** Ticks; non-decreasing with the position. */
  createdAt: Float64Array;
  account: Uint8Array;
  pair: Uint8Array;
  /** Index in ORDER_TYPES (Buy, Sell). */
  type: Uint8Array;
  /** Index in ORDER_METHODS (Limit, Market). */
  method: Uint8Array;
  /** Index in ORDER_STATUSES. */
  status: Uint8Array;
  fee: Uint8Array;
  tax: Uint8Array;
  /** In units of 10^-amountScale of the pair. */
  initialAmount: Float64Array;
  matchedAmount: Float64Array;
  /** In units of 10^-priceScale of the pair. */
  price: Float64Array;
  /** The order's trades are `tradeStart .. tradeStart + tradeCount - 1`. */
  tradeStart: Int32Array;
  tradeCount: Uint8Array;
}

export interface TradeColumns {
  count: number;
  id: Float64Array;
  order: Int32Array;
  createdAt: Float64Array;
  amount: Float64Array;
  /** Index in FEE_TYPES (Maker, Taker). */
  feeType: Uint8Array;
}

export interface GenerateOptions {
  seed: number;
  orders: number;
  accounts: number;
  timeline: Timeline;
  /** Tick granularity: 1 for 7 fractional digits, 10 for 6. */
  tickStep: number;
  /**
   * Live data: trades of recent orders may fall after `now` (they fill while a client runs) instead
   * of all being moved to the last tick before it.
   */
  tradesAfterNow?: boolean;
}

const HISTORY_DAYS = 400;
const MAX_TRADES_PER_ORDER = 3;

function weightedPair(random: Random, cumulative: readonly number[]): number {
  const r = random.next();
  const i = cumulative.findIndex((edge) => r < edge);
  return i === -1 ? cumulative.length - 1 : i;
}

function statusFor(random: Random, method: number): number {
  const r = random.next();
  if (method === 1) return r < 0.8 ? CLOSED : CANCELED; // a market order does not rest in the book
  return r < 0.22 ? UNTOUCHED : r < 0.4 ? PARTIAL : r < 0.85 ? CLOSED : CANCELED;
}

/**
 * Generates `orders` orders spread over the last 400 days before `now` (so one pair has far more than
 * 50 orders inside the last 90 days and many older), with every status, some equal createdAt
 * values and, per account and pair, some ids out of createdAt order; and the trades of every order
 * with a matched amount.
 */
export function generateOrders(options: GenerateOptions): { orders: OrderColumns; trades: TradeColumns } {
  const n = options.orders;
  const random = createRandom(options.seed);
  const { timeline, tickStep } = options;
  let total = 0;
  const cumulative = PAIRS.map((pair) => (total += pair.weight));
  const o: OrderColumns = {
    count: n,
    id: idSequence(n, random.next),
    createdAt: new Float64Array(n),
    account: new Uint8Array(n),
    pair: new Uint8Array(n),
    type: new Uint8Array(n),
    method: new Uint8Array(n),
    status: new Uint8Array(n),
    fee: new Uint8Array(n),
    tax: new Uint8Array(n),
    initialAmount: new Float64Array(n),
    matchedAmount: new Float64Array(n),
    price: new Float64Array(n),
    tradeStart: new Int32Array(n),
    tradeCount: new Uint8Array(n),
  };
  const start = timeline.now - HISTORY_DAYS * TICKS_PER_DAY;
  const slot = (timeline.now - 60_000 * TICKS_PER_MS - start) / Math.max(n, 1);
  let tradeTotal = 0;
  for (let k = 0; k < n; k++) {
    const t = Math.floor((start + (k + random.next()) * slot) / tickStep) * tickStep;
    o.createdAt[k] = k > 0 && random.chance(0.03) ? o.createdAt[k - 1]! : t; // equal createdAt values
    o.account[k] = random.chance(0.55) ? 0 : random.int(1, options.accounts - 1);
    const pairIndex = weightedPair(random, cumulative);
    const pair = PAIRS[pairIndex]!;
    o.pair[k] = pairIndex;
    o.type[k] = random.int(0, 1);
    o.method[k] = random.chance(0.15) ? 1 : 0;
    const status = statusFor(random, o.method[k]!);
    o.status[k] = status;
    o.fee[k] = random.int(0, FEE_RATES.length - 1);
    o.tax[k] = random.int(0, TAX_RATES.length - 1);
    const initial = random.int(pair.minAmount, pair.maxAmount);
    o.initialAmount[k] = initial;
    o.matchedAmount[k] =
      status === UNTOUCHED
        ? 0
        : status === CLOSED
          ? initial
          : status === PARTIAL
            ? random.int(1, initial - 1)
            : random.chance(0.5)
              ? random.int(1, initial - 1)
              : 0; // some Canceled orders were partially filled
    o.price[k] = random.int(pair.minPrice, pair.maxPrice);
    const trades = o.matchedAmount[k]! === 0 ? 0 : Math.min(o.matchedAmount[k]!, random.int(1, MAX_TRADES_PER_ORDER));
    o.tradeStart[k] = tradeTotal;
    o.tradeCount[k] = trades;
    tradeTotal += trades;
  }
  swapSomeIdsPerGroup(o, random, options.accounts);
  const latest = options.tradesAfterNow ? Infinity : timeline.now - tickStep;
  return { orders: o, trades: generateTrades(o, tradeTotal, random, latest, tickStep) };
}

/** "some ids out of createdAt order": swaps the ids of some neighbours within an account and pair. */
function swapSomeIdsPerGroup(o: OrderColumns, random: Random, accounts: number): void {
  const last = new Int32Array(accounts * PAIRS.length).fill(-1);
  for (let k = 0; k < o.count; k++) {
    const group = o.account[k]! * PAIRS.length + o.pair[k]!;
    const previous = last[group]!;
    if (previous >= 0 && o.createdAt[previous] !== o.createdAt[k] && random.chance(0.03)) {
      const id = o.id[previous]!;
      o.id[previous] = o.id[k]!;
      o.id[k] = id;
      last[group] = -1; // a swapped order is not swapped again
    } else last[group] = k;
  }
}

function generateTrades(o: OrderColumns, count: number, random: Random, latest: number, tickStep: number): TradeColumns {
  const t: TradeColumns = {
    count,
    id: idSequence(count, random.next),
    order: new Int32Array(count),
    createdAt: new Float64Array(count),
    amount: new Float64Array(count),
    feeType: new Uint8Array(count),
  };
  const maxDelay = 6 * 3_600_000 * TICKS_PER_MS;
  for (let k = 0; k < o.count; k++) {
    const first = o.tradeStart[k]!;
    const trades = o.tradeCount[k]!;
    let left = o.matchedAmount[k]!;
    let at = o.createdAt[k]!;
    for (let j = 0; j < trades; j++) {
      const i = first + j;
      const amount = j === trades - 1 ? left : random.int(1, left - (trades - 1 - j));
      left -= amount;
      at = Math.min(latest, Math.floor((at + random.int(1, maxDelay)) / tickStep) * tickStep);
      t.order[i] = k;
      t.createdAt[i] = at;
      t.amount[i] = amount;
      t.feeType[i] = o.method[k] === 1 ? 1 : random.int(0, 1);
    }
  }
  return t;
}
