// Live data (`--live`): records that arrive and change status while a client runs, as on a
// production account. They are generated at start with createdAt after `now` and become visible as
// the wall clock passes them (handlers bound every selection by the clock, `visibleUntil`);
// a transfer that arrives Pending settles a few seconds later (its status and updatedAt move).
import { generateOrders, type OrderColumns, type TradeColumns } from './orders.js';
import { createRandom } from './random.js';
import { TICKS_PER_MS, type Timeline } from './timeline.js';
import type { DepositRow, Transfers, WithdrawalRow } from './transfers.js';

export interface LiveRate {
  /** A new order every this many ms (its trades follow within seconds). Default 150. */
  orderEveryMs: number;
  /** A new withdrawal and a new deposit every this many ms. Default 1000. */
  transferEveryMs: number;
}

export const DEFAULT_LIVE_RATE: Readonly<LiveRate> = Object.freeze({ orderEveryMs: 150, transferEveryMs: 1000 });
/** How long after start records keep arriving; later the account is quiet again. */
export const LIVE_MINUTES = 20;
/** Most live orders generated, whatever the rate (memory and start-up time stay bounded). */
const MAX_LIVE_ORDERS = 20_000;
/** A Pending transfer settles this long after it arrives. */
const SETTLE_MS = 2_500;

type Columns = Record<string, unknown> & { count: number };

export function concatColumns<T extends { count: number }>(a: T, b: T): T {
  const out: Columns = { count: a.count + b.count };
  for (const [key, value] of Object.entries(a)) {
    if (key === 'count') continue;
    const left = value as unknown as Float64Array;
    const right = (b as unknown as Columns)[key] as Float64Array;
    const joined = new (left.constructor as Float64ArrayConstructor)(left.length + right.length);
    joined.set(left, 0);
    joined.set(right, left.length);
    out[key] = joined;
  }
  return out as unknown as T;
}

export function maxOf(values: Float64Array): number {
  let max = 0;
  for (const v of values) if (v > max) max = v;
  return max;
}

/**
 * Orders arriving after `timeline.now`, one every `orderEveryMs` (newest createdAt, highest id),
 * with their trades a few seconds after each: appended to the seeded columns (positions stay in
 * createdAt order).
 */
export function appendLiveOrders(
  base: { orders: OrderColumns; trades: TradeColumns },
  options: { seed: number; accounts: number; timeline: Timeline; tickStep: number; rate: LiveRate },
): { orders: OrderColumns; trades: TradeColumns } {
  const { timeline, tickStep, rate } = options;
  const count = Math.min(MAX_LIVE_ORDERS, Math.floor((LIVE_MINUTES * 60_000) / rate.orderEveryMs));
  const live = generateOrders({ seed: options.seed * 31 + 7, orders: count, accounts: options.accounts, timeline, tickStep });
  const random = createRandom(options.seed * 31 + 8);
  const snap = (ticks: number) => Math.floor(ticks / tickStep) * tickStep;
  const lastOrderId = maxOf(base.orders.id);
  const lastTradeId = maxOf(base.trades.id);
  let orderId = lastOrderId;
  for (let k = 0; k < count; k++) {
    live.orders.createdAt[k] = snap(timeline.now + ((k + 1) * rate.orderEveryMs + random.int(0, rate.orderEveryMs - 1)) * TICKS_PER_MS);
    live.orders.id[k] = orderId += 1 + random.int(0, 2);
    live.orders.tradeStart[k] = live.orders.tradeStart[k]! + base.trades.count;
  }
  let tradeId = lastTradeId;
  for (let t = 0; t < live.trades.count; t++) {
    const k = live.trades.order[t]!;
    const first = live.orders.tradeStart[k]! - base.trades.count;
    live.trades.createdAt[t] = snap(live.orders.createdAt[k]! + (t - first + 1) * random.int(200, 3_000) * TICKS_PER_MS);
    live.trades.id[t] = tradeId += 1 + random.int(0, 2);
    live.trades.order[t] = k + base.orders.count;
  }
  return { orders: concatColumns(base.orders, live.orders), trades: concatColumns(base.trades, live.trades) };
}

/** A transfer that arrives Pending and settles at `settlesAt` (ticks). */
export interface Settlement {
  row: WithdrawalRow | DepositRow;
  settlesAt: number;
  status: string;
}

/**
 * Withdrawals and deposits arriving after `timeline.now`, one of each every `transferEveryMs`, each
 * Pending until it settles (withdrawals Confirmed with updatedAt moved, deposits Completed), and the 20
 * newest transfers Pending at start settle during the first minute, one every 3 s. Rows are
 * copies of the accounts' seeded ones with new ids, hashes and times. Returns the settlements in
 * the order they happen.
 */
export function appendLiveTransfers(transfers: Transfers, options: { seed: number; timeline: Timeline; tickStep: number; rate: LiveRate }): Settlement[] {
  const { timeline, tickStep, rate } = options;
  const random = createRandom(options.seed * 31 + 9);
  const count = Math.floor((LIVE_MINUTES * 60_000) / rate.transferEveryMs);
  const snap = (ticks: number) => Math.floor(ticks / tickStep) * tickStep;
  const settlements: Settlement[] = [];
  const hex = (n: number, width: number) => n.toString(16).padStart(width, '0').slice(-width);
  const seededWithdrawals = transfers.withdrawals.slice();
  const seededDeposits = transfers.deposits.slice();
  for (let i = 0; i < count; i++) {
    const createdAt = snap(timeline.now + ((i + 1) * rate.transferEveryMs + random.int(0, rate.transferEveryMs - 1)) * TICKS_PER_MS);
    const settlesAt = snap(createdAt + (SETTLE_MS + random.int(0, 1_000)) * TICKS_PER_MS);
    const like = seededWithdrawals[random.int(0, seededWithdrawals.length - 1)]!;
    const withdrawal: WithdrawalRow = {
      ...like,
      id: String(900_000 + 2 * i),
      transactionHash: `0x${hex(options.seed, 8)}${hex(i, 8)}${'7'.repeat(48)}`,
      externalTransactionId: `wd-live-${hex(i, 8)}`,
      createdAt,
      updatedAt: createdAt,
      status: 'Pending',
    };
    const likeDeposit = seededDeposits[random.int(0, seededDeposits.length - 1)]!;
    const deposit: DepositRow = {
      ...likeDeposit,
      id: String(900_001 + 2 * i),
      transactionHash: `0x${hex(options.seed, 8)}${hex(i, 8)}${'d'.repeat(48)}`,
      createdAt,
      status: 'Pending',
    };
    transfers.withdrawals.push(withdrawal);
    transfers.deposits.push(deposit);
    settlements.push({ row: withdrawal, settlesAt, status: 'Confirmed' }, { row: deposit, settlesAt, status: 'Completed' });
  }
  // Transfers Pending at start settle during the run too, one every few seconds, newest first.
  const SEEDED_SETTLING = 20;
  const pendingAtStart = [...seededWithdrawals.filter((w) => w.status === 'Pending'), ...seededDeposits.filter((d) => d.status === 'Pending')]
    .sort((a, b) => b.createdAt - a.createdAt)
    .slice(0, SEEDED_SETTLING);
  pendingAtStart.forEach((row, i) => {
    settlements.push({ row, settlesAt: snap(timeline.now + (i + 1) * 3_000 * TICKS_PER_MS), status: 'updatedAt' in row ? 'Confirmed' : 'Completed' });
  });
  settlements.sort((a, b) => a.settlesAt - b.settlesAt);
  return settlements;
}

/** Settles, in order, every live transfer whose time has come; returns the index of the next one. */
export function settleUntil(settlements: readonly Settlement[], next: number, nowTicks: number): number {
  while (next < settlements.length && settlements[next]!.settlesAt <= nowTicks) {
    const { row, settlesAt, status } = settlements[next]!;
    row.status = status as WithdrawalRow['status'];
    if ('updatedAt' in row) row.updatedAt = settlesAt;
    next++;
  }
  return next;
}
