// Mutation rows of the last codes issue 45 left without a fault: more than 1000 records in one window,
// property checks that meet a fault only on some cases (their `runs`), a record past createdAtBefore in
// the 90-day windows, and single requests of a rule no fault broke yet.
// Appended after the older rows, so each older row keeps its shard and its place in the proxied sample.
import type { ProofRow } from './types.js';

export const LAST_CODE_ROWS = [
  // 6000 orders, the reference server's default: more than 1000 trades, withdrawals and deposits in one window.
  {
    fault: 'lists-page-size-max-unbounded',
    fails: [
      'crypto-transfers.deposits-page-size/over-max',
      'crypto-transfers.withdrawals-page-size/over-max',
      'trades.page-size-range/page-size-1000-exceeded',
    ],
    orders: 6000,
  },
  {
    fault: 'transfers-page-size-capped-at-100',
    fails: ['crypto-transfers.deposits-page-size/capped-below-max', 'crypto-transfers.withdrawals-page-size/capped-below-max'],
  },
  // 30 property runs: a random query shows it with orderBy=ASC on two records of distinct createdAt or
  // more (at 20 runs 38 seeds of 40 meet one, at 30 all 40, alone and in the whole run).
  {
    fault: 'transfers-order-by-asc-ignored',
    fails: ['crypto-transfers.deposits-property/asc-not-ascending', 'crypto-transfers.withdrawals-property/asc-not-ascending'],
    runs: 30,
  },
  // 30 property runs: with orderIdAfter and two orders or more on the page (at 20 runs 40 seeds of 40
  // meet one in the whole run, 36 in the check's own test, whose 90-day discovery knows fewer ids; at 30, 38).
  { fault: 'orders-order-id-after-order-swapped', fails: ['orders.query-property/not-ordered-by-id'], runs: 30 },
  // 10 property runs: a pair subset leaving out a pair with trades (at 3 runs 37 seeds of 40 meet one, at 10 all 40).
  { fault: 'trades-pair-symbol-ignored', fails: ['trades.query-property/wrong-pair'], runs: 10 },
  // The window checks end their range a second before the newest record: the last 90 days up to now
  // hold it. 30 property runs: a random orders query shows it with no createdAtAfter or a range over
  // 90 days ending before a record (at 20 runs 35 seeds of 40 meet one, at 30, 39; trades 40 at 20).
  {
    fault: 'lists-wide-window-read-as-last-90-days',
    fails: [
      'orders.query-property/outside-bounds',
      'orders.window-default/outside-bounds',
      'orders.window-max-range/outside-bounds',
      'trades.query-property/outside-bounds',
      'trades.window-default/outside-bounds',
      'trades.window-max-range/outside-bounds',
    ],
    runs: 30,
  },
  {
    fault: 'lists-default-order-skips-newest',
    fails: ['orders.created-at-ordering/default-not-desc', 'trades.created-at-ordering/default-not-desc'],
  },
  { fault: 'trades-order-id-refused', fails: ['trades.order-id-filter/refused-both-readings'] },
  { fault: 'trades-page-size-out-of-range-200', fails: ['trades.page-size-range/page-size-1001-not-a-list'] },
  { fault: 'orders-no-parameter-empty-list', fails: ['errors.orders-400-body/not-400'] },
  {
    fault: 'withdrawals-external-transaction-id-upper-cased',
    fails: ['crypto-transfers.withdrawals-external-transaction-id-filter/carrier-missing'],
  },
] as const satisfies readonly ProofRow[];
