// Mutation rows of the faults of a rule the paged lists share, of list shapes and lookups, and of records
// breaking their kind's table in several ways at once (reference-server faults/lists.ts and its areas').
// Appended after the older rows, so each older row keeps its shard and its place in the proxied sample.
import type { ProofRow } from './types.js';

export const LIST_ROWS = [
  {
    fault: 'lists-page-one-over-page-size',
    fails: [
      'crypto-transfers.deposits-page-size/page-size-not-honoured',
      'crypto-transfers.deposits-paging/page-over-page-size',
      'crypto-transfers.deposits-property/over-page-size',
      'crypto-transfers.deposits-query-modes/page-over-page-size',
      'crypto-transfers.withdrawals-page-size/page-size-not-honoured',
      'crypto-transfers.withdrawals-paging/page-over-page-size',
      'crypto-transfers.withdrawals-property/over-page-size',
      'crypto-transfers.withdrawals-query-modes/page-over-page-size',
      'crypto-transfers.withdrawals-query-modes/pages-gap',
      'orders.page-size-range/page-size-1-over-page-size',
      'orders.page-size-range/page-size-50-over-page-size',
      'orders.paging/page-over-page-size',
      'orders.query-modes/page-over-page-size',
      'orders.query-property/over-page-size',
      'trades.page-size-range/page-size-1-exceeded',
      'trades.paging/page-over-page-size',
      'trades.query-modes/page-over-page-size',
      'trades.query-property/over-page-size',
    ],
  },
  {
    fault: 'lists-page-ignored',
    fails: [
      'orders.page-default/page-2-repeats-page-1',
      'orders.paging/pages-overlap',
      'orders.query-modes/pages-overlap',
      'trades.page-default/page-2-repeats-page-1',
      'trades.page-size-range/page-size-1000-not-honoured',
      'trades.paging/pages-overlap',
    ],
  },
  {
    fault: 'transfers-order-by-inverted',
    fails: [
      'crypto-transfers.deposits-order-by/asc-not-ascending',
      'crypto-transfers.deposits-order-by/desc-not-descending',
      'crypto-transfers.deposits-property/desc-not-descending',
      'crypto-transfers.deposits-query-modes/default-order-not-desc',
      'crypto-transfers.deposits-query-modes/unordered-across-pages',
      'crypto-transfers.deposits-query-modes/unordered-within-page',
      'crypto-transfers.withdrawals-order-by/asc-not-ascending',
      'crypto-transfers.withdrawals-order-by/desc-not-descending',
      'crypto-transfers.withdrawals-property/desc-not-descending',
      'crypto-transfers.withdrawals-query-modes/default-order-not-desc',
      'crypto-transfers.withdrawals-query-modes/unordered-across-pages',
      'crypto-transfers.withdrawals-query-modes/unordered-within-page',
    ],
  },
  {
    fault: 'page-size-out-of-range-500',
    fails: [
      'crypto-transfers.deposits-page-size-range/server-error',
      'crypto-transfers.withdrawals-page-size-range/server-error',
      'trades.page-size-range/page-size-1001-server-error',
    ],
  },
  { fault: 'missing-required-500', fails: ['crypto-transfers.deposits-dates-required/server-error', 'trades.required-parameters/server-error'] },
  { fault: 'withdrawals-data-for-missing-date', fails: ['crypto-transfers.withdrawals-dates-required/records-returned'] },
  { fault: 'wallets-fields-malformed', fails: ['account-wallets.schema/record-format', 'account-wallets.schema/record-required'] },
  { fault: 'broker-pairs-fields-malformed', fails: ['reference-data.broker-pairs-schema/record-format', 'reference-data.broker-pairs-schema/record-required'] },
  {
    fault: 'crypto-assets-fields-malformed',
    fails: [
      'reference-data.crypto-assets-schema/record-format',
      'reference-data.crypto-assets-schema/record-range',
      'reference-data.crypto-assets-schema/record-required',
    ],
  },
  { fault: 'fee-levels-without-volume-range', fails: ['reference-data.fee-levels-schema/record-required'] },
  { fault: 'network-families-name-number', fails: ['reference-data.network-families-schema/record-type'] },
  { fault: 'orders-price-number', fails: ['orders.schema/record-type'] },
  { fault: 'trades-price-number', fails: ['trades.schema/record-type'] },
  {
    fault: 'deposits-fields-malformed',
    fails: [
      'crypto-transfers.deposits-property/record-required',
      'crypto-transfers.deposits-schema/record-format',
      'crypto-transfers.deposits-schema/record-required',
    ],
  },
  {
    fault: 'withdrawals-fields-malformed',
    fails: [
      'crypto-transfers.withdrawals-property/record-type',
      'crypto-transfers.withdrawals-schema/record-format',
      'crypto-transfers.withdrawals-schema/record-type',
    ],
  },
  {
    fault: 'withdrawals-fee-amount-comma',
    fails: ['crypto-transfers.withdrawals-property/record-format', 'crypto-transfers.withdrawals-schema/record-format'],
  },
  { fault: 'deposits-amount-comma', fails: ['crypto-transfers.deposits-property/record-format', 'crypto-transfers.deposits-schema/record-format'] },
  { fault: 'fee-levels-body-cut', fails: ['general.success-200-json/not-json', 'reference-data.fee-levels-schema/not-json-array'] },
  {
    fault: 'broker-pairs-symbol-answered-null',
    fails: ['reference-data.broker-pairs-symbol-filter/filtered-not-a-list', 'reference-data.broker-pairs-symbol-filter/unknown-symbol-not-a-list'],
  },
  {
    fault: 'wallets-filtered-ids-differ',
    fails: ['account-wallets.currency-symbol-filter/unlisted-wallet-returned', 'account-wallets.currency-symbol-filter/wallet-left-out'],
  },
  {
    fault: 'unfiltered-lists-drop-a-value',
    fails: ['orders.status-filter/filter-union-differs', 'orders.type-filter/filter-union-differs', 'trades.side-filter/filter-union-differs'],
  },
  { fault: 'lookups-answer-404', fails: ['orders.one-equals-list/listed-not-found-by-id', 'trades.one-equals-list/listed-not-found-by-id'] },
  {
    fault: 'lists-window-widened',
    fails: [
      'crypto-transfers.withdrawals-property/outside-window',
      'orders.created-at-after-exclusive/after-returns-earlier',
      'orders.created-at-before-inclusive/before-returns-later',
      'trades.created-at-after-exclusive/after-returns-earlier',
      'trades.created-at-before-inclusive/before-returns-later',
    ],
  },
  {
    fault: 'lists-window-shifted',
    fails: [
      'crypto-transfers.deposits-window/missing-in-window',
      'crypto-transfers.withdrawals-window/missing-in-window',
      'orders.created-at-after-exclusive/after-misses-record',
      'trades.created-at-after-exclusive/after-misses-record',
    ],
  },
  {
    fault: 'transfers-symbol-filter-narrows-window',
    fails: ['crypto-transfers.deposits-symbol-filter/symbol-records-missing', 'crypto-transfers.withdrawals-symbol-filter/symbol-records-missing'],
  },
  { fault: 'accounts-share-account-id', fails: ['isolation.account-id/same-account-id'] },
  {
    fault: 'transfers-page-default-2',
    fails: ['crypto-transfers.deposits-paging/default-not-page-1', 'crypto-transfers.withdrawals-paging/default-not-page-1'],
  },
  { fault: 'trades-created-at-day-before', fails: ['trades.created-at-date/other-day-returned', 'trades.created-at-date/trade-missing'] },
  { fault: 'fee-levels-lower-band-open', fails: ['reference-data.fee-levels-top-band/lower-band-open'] },
  {
    fault: 'lists-order-desc-read-as-asc',
    fails: [
      'orders.created-at-ordering/asc-not-desc-reversed',
      'orders.created-at-ordering/desc-not-descending',
      'trades.created-at-ordering/asc-not-desc-reversed',
      'trades.created-at-ordering/desc-not-descending',
      'trades.query-property/not-ordered-by-created-at',
    ],
  },
  {
    fault: 'orders-unknown-pair-symbol',
    fails: ['integrity.pair-symbol/order-unknown-pair', 'orders.pair-filter/other-pair', 'orders.query-property/wrong-pair'],
  },
  { fault: 'orders-canceled-by-id-not-found', fails: ['orders.one-canceled/referenced-not-found'] },
  // A valid query answered with its page in an envelope: not a list, so no acceptance holds.
  {
    fault: 'orders-envelope',
    fails: [
      'general.bare-arrays/not-bare-array',
      'orders.both-missing-400/created-at-before-alone-not-accepted',
      'orders.both-missing-400/order-id-after-alone-not-accepted',
      'orders.page-size-range/page-size-1-not-accepted',
      'orders.page-size-range/page-size-50-not-accepted',
    ],
  },
  { fault: 'network-families-envelope', fails: ['general.bare-arrays/not-bare-array', 'reference-data.network-families-schema/not-json-array'] },
] as const satisfies readonly ProofRow[];
