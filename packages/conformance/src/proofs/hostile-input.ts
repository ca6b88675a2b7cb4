// Mutation rows of the hostile-input faults (reference-server faults/hostile-input.ts) the fuzz
// checks catch: a 500 to odd input, or an exponent form read as a page size.
import type { ProofRow } from './types.js';

export const HOSTILE_INPUT_ROWS = [
  { fault: 'hostile-long-value-500', fails: ['fuzz.broker-pairs/server-error', 'fuzz.fee-levels/server-error', 'fuzz.orders/server-error'] },
  { fault: 'hostile-non-ascii-filter-500', fails: ['fuzz.account-wallets/server-error', 'fuzz.trades/server-error'] },
  { fault: 'hostile-quote-in-symbol-500', fails: ['fuzz.crypto-withdrawals/server-error', 'fuzz.orders/server-error'] },
  { fault: 'hostile-control-character-500', fails: ['fuzz.crypto-assets/server-error', 'fuzz.crypto-deposits/server-error'] },
  { fault: 'hostile-page-beyond-32-bits-500', fails: ['fuzz.orders/server-error', 'fuzz.trades/server-error'] },
  { fault: 'hostile-negative-page-500', fails: ['fuzz.crypto-deposits/server-error', 'fuzz.crypto-withdrawals/server-error'] },
  { fault: 'hostile-far-year-500', fails: ['fuzz.orders/server-error', 'fuzz.trades/server-error'] },
  { fault: 'hostile-far-year-valid-500', fails: ['fuzz.crypto-deposits/server-error', 'fuzz.orders/server-error'] },
  { fault: 'hostile-repeated-parameter-500', fails: ['fuzz.crypto-network-families/server-error', 'fuzz.orders/server-error'] },
  { fault: 'hostile-unknown-parameter-500', fails: ['fuzz.crypto-withdrawals/server-error', 'fuzz.fee-levels/server-error'] },
  { fault: 'hostile-malformed-id-500', fails: ['fuzz.order-by-id/server-error', 'fuzz.trade-by-id/server-error'] },
  { fault: 'hostile-page-size-exponent-accepted', fails: ['fuzz.orders/invalid-not-400'] },
] as const satisfies readonly ProofRow[];
