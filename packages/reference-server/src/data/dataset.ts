// Everything the server serves, generated once at start from the seed, `now` and the size.
import { generateAccounts, type AccountSpec } from './accounts.js';
import { appendBusyMinute, BUSY_MINUTE_FROM_ORDERS } from './busy-minute.js';
import { appendLiveOrders, appendLiveTransfers, type LiveRate, type Settlement } from './live.js';
import { generateOrders, type OrderColumns, type TradeColumns } from './orders.js';
import { createTimeline, type Timeline } from './timeline.js';
import { busyTransfers, generateTransfers, type Transfers } from './transfers.js';

export interface Dataset {
  seed: number;
  timeline: Timeline;
  accounts: AccountSpec[];
  orders: OrderColumns;
  trades: TradeColumns;
  transfers: Transfers;
  /** Live data (`--live`): the transfers still to settle, in order, and the next one's index. */
  live?: { settlements: Settlement[]; next: number };
}

/**
 * The default size: a few thousand records, generated in well under a second, and enough for every
 * check of the suite to be evaluated (more than 1,000 trades in one 90-day window, so the trades
 * page-size cap can be seen; a busy minute, so one day holds more than 50 trades of one pair).
 */
export const DEFAULT_ORDERS = 6000;

export interface DatasetOptions {
  seed: number;
  orders?: number;
  now: Date;
  /** 6: every timestamp is generated with a 0 as its 7th fractional digit, so 6 digits lose nothing. */
  timestampDigits: 6 | 7;
  /** Records arriving after `now` at this rate (live data); none when absent. */
  live?: LiveRate;
}

export function generateDataset(options: DatasetOptions): Dataset {
  const timeline = createTimeline(options.now);
  const tickStep = options.timestampDigits === 6 ? 10 : 1;
  const accounts = generateAccounts(options.seed);
  const size = options.orders ?? DEFAULT_ORDERS;
  let { orders, trades } = generateOrders({
    seed: options.seed,
    orders: size,
    accounts: accounts.length,
    timeline,
    tickStep,
    ...(options.live ? { tradesAfterNow: true } : {}),
  });
  if (size >= BUSY_MINUTE_FROM_ORDERS)
    ({ orders, trades } = appendBusyMinute({ orders, trades }, { seed: options.seed, accounts: accounts.length, timeline, tickStep }));
  const transfers = generateTransfers(options.seed, accounts, timeline, tickStep, busyTransfers(size));
  const live = options.live;
  if (live) ({ orders, trades } = appendLiveOrders({ orders, trades }, { seed: options.seed, accounts: accounts.length, timeline, tickStep, rate: live }));
  const dataset: Dataset = {
    seed: options.seed,
    timeline,
    accounts,
    orders,
    trades,
    transfers,
  };
  if (live) dataset.live = { settlements: appendLiveTransfers(transfers, { seed: options.seed, timeline, tickStep, rate: live }), next: 0 };
  return dataset;
}
