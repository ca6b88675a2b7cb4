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
] as const satisfies readonly ProofRow[];
