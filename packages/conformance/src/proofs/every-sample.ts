// Mutation rows of the faults that show only beyond a sample (reference-server faults/every-sample.ts):
// a later page, another query mode, a malformed id, a filter matching nothing, a boundary value.
import type { ProofRow } from './types.js';

export const EVERY_SAMPLE_ROWS = [
  // The media type is not stated ("a JSON body"): SHOULD.
  { fault: 'success-labelled-text-plain', fails: ['general.json-media-type/not-json-media-type'], failOn: 'should' },
  { fault: 'fee-levels-bands-in-thousands', fails: ['reference-data.fee-levels-top-band/lower-bound-differs'] },
  {
    fault: 'orders-both-missing-message-names-one-key',
    fails: ['errors.orders-messages/created-at-before-message', 'errors.orders-messages/order-id-after-message'],
  },
  { fault: 'orders-pair-message-always-required', fails: ['errors.orders-messages/pair-unknown-message'] },
  { fault: 'lookup-malformed-id-400', fails: ['errors.order-not-found/malformed-not-404', 'errors.trade-not-found/malformed-not-404'] },
  // The boundary phase of the fuzz (issue 22 item 5): only it sends mis-cased enum values.
  {
    fault: 'hostile-miscased-enum-500',
    fails: ['fuzz.crypto-deposits/server-error', 'fuzz.crypto-withdrawals/server-error', 'fuzz.orders/server-error', 'fuzz.trades/server-error'],
  },
  { fault: 'auth-skipped-past-page-1', fails: ['authentication.every-page-and-mode/accepted-without-credentials'] },
  { fault: 'auth-skipped-by-order-id', fails: ['authentication.every-page-and-mode/accepted-without-credentials'] },
  { fault: 'page-past-last-repeats-last', fails: ['general.page-past-last-empty/page-past-last-not-empty'] },
  { fault: 'filter-matching-nothing-ignored', fails: ['general.filters-match-nothing/record-of-another-value'] },
  {
    fault: 'trades-side-only-with-created-at-before',
    fails: ['trades.side-filter-modes/created-at-mode-other-side', 'trades.side-filter-modes/window-mode-other-side'],
  },
  // With orderId read as a filter beside the other parameters (OPEN-POINTS #1), side is judged there too.
  { fault: 'trades-side-ignored-with-order-id', fails: ['trades.side-filter-modes/order-id-mode-other-side'], profile: { tradesOrderId: 'filter' } },
  { fault: 'scale-8-digits-on-crypto-quoted-pairs', fails: ['orders.decimal-scale/record-scale', 'trades.decimal-scale/record-scale'] },
] as const satisfies readonly ProofRow[];
