// Mutation rows of the faults only the judge of every exchange sees (reference-server
// faults/every-exchange.ts, issue 32 "Seen"): the answer breaking the rule came to another check.
import type { ProofRow } from './types.js';

export const EVERY_EXCHANGE_ROWS = [
  // Seen 1: the lookups the run makes of Canceled orders (to compare them with the list) show the scale.
  { fault: 'order-lookup-canceled-scale-8', fails: ['orders.decimal-scale/record-scale'], judgedElsewhere: true },
  // Seen 1: the OPEN-POINTS #1 probe sends orderId with pairSymbol; its answer holds other orders' trades
  // (a server reading orderId as one filter among others; the default profile refuses the pair).
  {
    fault: 'trades-order-id-with-pair-other-orders',
    fails: ['trades.order-id-filter/other-order-returned'],
    profile: { tradesOrderId: 'filter' },
    judgedElsewhere: true,
  },
  // Seen 2: a fuzz request (an unknown parameter added to a valid query) gets a 200 list.
  { fault: 'orders-unknown-parameter-unfiltered', fails: ['orders.canceled-excluded/listed', 'orders.paging/page-over-page-size'], judgedElsewhere: true },
] as const satisfies readonly ProofRow[];
