// The first account's busy minute: a burst of orders on the busiest pair in the last minute before
// `now`, each filled within a second, so one trading day holds more than 50 trades of one pair and
// the trades' createdAt mode ("trades at this specific date") can show its default page size of 50.
import { concatColumns, maxOf } from './live.js';
import { generateOrders, type OrderColumns, type TradeColumns } from './orders.js';
import { createRandom } from './random.js';
import { TICKS_PER_MS, type Timeline } from './timeline.js';

/** Orders of the burst: about 1.6 trades each; two in three are the first account's, so well over 50 of its trades whatever the seed. */
const BURST_ORDERS = 90;
/** The burst starts this long before `now` (the seeded orders end 60 s before it) and spaces its orders evenly. */
const BURST_START_MS = 58_000;
const BURST_STEP_MS = 400;
/** The busiest pair (BTCTRY). */
const PAIR = 0;
/** Every third order of the burst is the second account's: the first account's newest records are not its alone (isolation probes read them). */
const accountOf = (k: number) => (k % 3 === 2 ? 1 : 0);
/** The burst joins a data set of at least this many orders; a small account stays sparse. */
export const BUSY_MINUTE_FROM_ORDERS = 1000;

export function appendBusyMinute(
  base: { orders: OrderColumns; trades: TradeColumns },
  options: { seed: number; accounts: number; timeline: Timeline; tickStep: number },
): { orders: OrderColumns; trades: TradeColumns } {
  const { timeline, tickStep } = options;
  const burst = generateOrders({ seed: options.seed * 31 + 11, orders: BURST_ORDERS, accounts: options.accounts, timeline, tickStep });
  const random = createRandom(options.seed * 31 + 12);
  const snap = (ticks: number) => Math.floor(ticks / tickStep) * tickStep;
  const latest = timeline.now - tickStep;
  let orderId = maxOf(base.orders.id);
  for (let k = 0; k < BURST_ORDERS; k++) {
    burst.orders.createdAt[k] = snap(timeline.now - (BURST_START_MS - k * BURST_STEP_MS) * TICKS_PER_MS);
    burst.orders.id[k] = orderId += 1 + random.int(0, 2);
    burst.orders.account[k] = accountOf(k);
    burst.orders.pair[k] = PAIR;
    burst.orders.tradeStart[k] = burst.orders.tradeStart[k]! + base.trades.count;
  }
  let tradeId = maxOf(base.trades.id);
  for (let t = 0; t < burst.trades.count; t++) {
    const k = burst.trades.order[t]!;
    const first = burst.orders.tradeStart[k]! - base.trades.count;
    // Sub-millisecond parts keep the burst's trades from sharing a createdAt (ties hide records from order and paging probes).
    const delay = (t - first + 1) * random.int(20, 150) * TICKS_PER_MS + random.int(1, 999) * tickStep;
    burst.trades.createdAt[t] = Math.min(latest, snap(burst.orders.createdAt[k]! + delay));
    burst.trades.id[t] = tradeId += 1 + random.int(0, 2);
    burst.trades.order[t] = k + base.orders.count;
  }
  return { orders: concatColumns(base.orders, burst.orders), trades: concatColumns(base.trades, burst.trades) };
}
