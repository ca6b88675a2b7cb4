// Mutation rows of the faults that break a rule in one query mode only (reference-server
// faults/query-modes.ts).
import type { ProofRow } from './types.js';

export const QUERY_MODE_ROWS = [
  { fault: 'trades-by-order-id-default-ascending', fails: ['trades.query-modes/default-order-not-desc'] },
  { fault: 'withdrawals-with-symbol-default-ascending', fails: ['crypto-transfers.withdrawals-query-modes/default-order-not-desc'] },
  {
    fault: 'orders-by-order-id-after-later-pages-reversed',
    fails: ['orders.query-modes/pages-gap', 'orders.query-modes/unordered-across-pages', 'orders.query-modes/unordered-within-page'],
  },
  { fault: 'deposits-with-symbol-later-pages-skip-one', fails: ['crypto-transfers.deposits-query-modes/pages-gap'] },
  {
    fault: 'trades-by-created-at-later-pages-repeat-first',
    // Below the busy minute (1000 orders): on its day the repeated records are the data's newest, which
    // the probe leaves out as possibly arrived during the run, and pages-overlap would not show.
    fails: ['trades.query-modes/pages-gap', 'trades.query-modes/pages-overlap', 'trades.query-modes/unordered-across-pages'],
    orders: 900,
  },
] as const satisfies readonly ProofRow[];
