// Everything the server serves, generated once at start from the seed, `now` and the size.
import { buildIndexes, type Indexes } from '../model/indexes.js';
import { generateAccounts, type AccountSpec } from './accounts.js';
import { generateOrders, type OrderColumns, type TradeColumns } from './orders.js';
import { createTimeline, type Timeline } from './timeline.js';
import { busyTransfers, generateTransfers, type Transfers } from './transfers.js';

export interface Dataset {
  seed: number;
  timeline: Timeline;
  accounts: AccountSpec[];
  orders: OrderColumns;
  trades: TradeColumns;
  indexes: Indexes;
  transfers: Transfers;
}

/**
 * The default size: a few thousand records, generated in well under a second, and enough for every
 * check of the suite to be evaluated (more than 1,000 trades in one 90-day window, so the trades
 * page-size cap can be seen).
 */
export const DEFAULT_ORDERS = 6000;

export interface DatasetOptions {
  seed: number;
  orders?: number;
  now: Date;
  /** 6: every timestamp is generated with a 0 as its 7th fractional digit, so 6 digits lose nothing. */
  timestampDigits: 6 | 7;
}

export function generateDataset(options: DatasetOptions): Dataset {
  const timeline = createTimeline(options.now);
  const tickStep = options.timestampDigits === 6 ? 10 : 1;
  const accounts = generateAccounts(options.seed);
  const size = options.orders ?? DEFAULT_ORDERS;
  const { orders, trades } = generateOrders({
    seed: options.seed,
    orders: size,
    accounts: accounts.length,
    timeline,
    tickStep,
  });
  return {
    seed: options.seed,
    timeline,
    accounts,
    orders,
    trades,
    indexes: buildIndexes(orders, trades, accounts.length),
    transfers: generateTransfers(options.seed, accounts, timeline, tickStep, busyTransfers(size)),
  };
}
