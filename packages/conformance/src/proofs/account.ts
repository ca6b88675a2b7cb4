// Mutation rows of the wallet, transfer, authentication, isolation and integrity faults.
import type { ProofRow } from './types.js';

export const ACCOUNT_ROWS = [
  // Authentication (OPEN-POINTS #5)
  {
    fault: 'auth-not-enforced',
    fails: [
      'authentication.bad-signature/accepted-bad-signature',
      'authentication.empty-header/accepted-empty-x-nonce',
      'authentication.empty-header/accepted-empty-x-pck',
      'authentication.empty-header/accepted-empty-x-signature',
      'authentication.empty-header/accepted-empty-x-stamp',
      'authentication.empty-header/accepted-whitespace-x-nonce',
      'authentication.empty-header/accepted-whitespace-x-pck',
      'authentication.empty-header/accepted-whitespace-x-signature',
      'authentication.empty-header/accepted-whitespace-x-stamp',
      'authentication.no-credentials/accepted-without-credentials',
      'authentication.unknown-key/accepted-unknown-key',
    ],
  },
  // Looks healthy, holds nothing, checks no signature: never a PASS (run on an empty account).
  {
    fault: 'near-empty-signature-unchecked',
    fails: ['authentication.bad-signature/accepted-bad-signature', 'authentication.unknown-key/accepted-unknown-key'],
    orders: 0,
  },
  { fault: 'auth-bad-signature-accepted', fails: ['authentication.bad-signature/accepted-bad-signature'] },
  { fault: 'auth-unknown-key-accepted', fails: ['authentication.unknown-key/accepted-unknown-key'] },
  { fault: 'auth-signature-echoed', fails: ['authentication.signature-not-echoed/signature-echoed'], failOn: 'should' },
  // Isolation
  { fault: 'orders-other-account-by-id', fails: ['isolation.order-by-id/other-account-returned'] },
  { fault: 'trades-other-account-by-id', fails: ['isolation.trade-by-id/other-account-returned'] },
  {
    fault: 'orders-other-account-in-list',
    fails: ['isolation.account-id/several-account-ids', 'isolation.lists/other-account-discovered', 'isolation.lists/other-account-listed'],
  },
  {
    fault: 'trades-other-account-in-list',
    fails: ['isolation.account-id/several-account-ids', 'isolation.lists/other-account-discovered', 'isolation.lists/other-account-listed'],
    orders: 3000,
  },
  {
    fault: 'wallets-other-account-in-list',
    fails: ['isolation.account-id/several-account-ids', 'isolation.lists/other-account-discovered', 'isolation.lists/other-account-listed'],
  },
  { fault: 'withdrawals-other-account-in-list', fails: ['isolation.account-id/several-account-ids', 'isolation.lists/other-account-discovered'] },
  { fault: 'deposits-other-account-in-list', fails: ['isolation.account-id/several-account-ids', 'isolation.lists/other-account-discovered'] },
  // Wallets
  { fault: 'wallets-scale-8-digits', fails: ['account-wallets.decimal-scale/record-scale'] },
  { fault: 'wallets-total-fund-number', fails: ['account-wallets.schema/record-type'] },
  { fault: 'wallets-currency-symbol-filter-ignored', fails: ['account-wallets.currency-symbol-filter/other-currency-returned'] },
  { fault: 'wallets-envelope', fails: ['account-wallets.schema/not-json-array'] },
  // Withdrawals
  {
    fault: 'withdrawals-memo-tag-missing',
    fails: ['crypto-transfers.withdrawals-property/record-required', 'crypto-transfers.withdrawals-schema/record-required'],
  },
  {
    fault: 'withdrawals-unknown-status',
    fails: [
      'crypto-transfers.withdrawals-property/record-enum',
      'crypto-transfers.withdrawals-schema/record-enum',
      'crypto-transfers.withdrawals-status/unknown-status',
    ],
  },
  { fault: 'withdrawals-updated-before-created', fails: ['crypto-transfers.withdrawals-updated-at/updated-before-created'], failOn: 'should' },
  {
    fault: 'withdrawals-symbol-filter-ignored',
    fails: ['crypto-transfers.withdrawals-property/other-symbol', 'crypto-transfers.withdrawals-symbol-filter/other-symbol-returned'],
  },
  {
    fault: 'withdrawals-external-transaction-id-filter-ignored',
    fails: ['crypto-transfers.withdrawals-external-transaction-id-filter/other-reference-returned', 'crypto-transfers.withdrawals-property/other-reference'],
  },
  // 20 property runs: about one random query in four omits orderBy and holds two withdrawals (at 10 runs
  // 38 seeds of 40 meet one).
  {
    fault: 'withdrawals-default-order-asc',
    fails: ['crypto-transfers.withdrawals-order-by/default-not-descending', 'crypto-transfers.withdrawals-property/default-not-descending'],
    runs: 20,
  },
  // 4000 orders: more than 100 withdrawals of one symbol, so the "with symbol" mode shows its default.
  {
    fault: 'withdrawals-default-page-size-5',
    fails: [
      'crypto-transfers.withdrawals-page-size-default-with-symbol/default-page-size',
      'crypto-transfers.withdrawals-page-size/default-page-size',
      'crypto-transfers.withdrawals-query-modes/default-page-size',
    ],
    orders: 4000,
  },
  {
    fault: 'withdrawals-page-ignored',
    fails: [
      'crypto-transfers.withdrawals-paging/pages-differ-from-large-page',
      'crypto-transfers.withdrawals-paging/pages-overlap',
      'crypto-transfers.withdrawals-query-modes/pages-overlap',
    ],
  },
  { fault: 'withdrawals-envelope', fails: ['crypto-transfers.withdrawals-schema/not-json-array'] },
  { fault: 'withdrawals-page-size-cap-ignored', fails: ['crypto-transfers.withdrawals-page-size-range/honoured'] },
  {
    fault: 'withdrawals-created-at-after-ignored',
    fails: ['crypto-transfers.withdrawals-window/outside-window'],
  },
  { fault: 'withdrawals-server-error-on-missing-date', fails: ['crypto-transfers.withdrawals-dates-required/server-error'] },
  { fault: 'withdrawals-dangling-asset-id', fails: ['integrity.withdrawal-asset-id/unknown-asset'] },
  // Deposits
  {
    fault: 'deposits-with-fee-amount',
    fails: [
      'crypto-transfers.deposits-no-withdrawal-fields/has-fee-amount',
      'crypto-transfers.deposits-property/record-forbidden-field',
      'crypto-transfers.deposits-schema/record-forbidden-field',
    ],
  },
  { fault: 'deposits-with-updated-at', fails: ['crypto-transfers.deposits-no-withdrawal-fields/has-updated-at'] },
  { fault: 'deposits-with-external-transaction-id', fails: ['crypto-transfers.deposits-no-withdrawal-fields/has-external-transaction-id'] },
  { fault: 'deposits-with-created-by', fails: ['crypto-transfers.deposits-no-withdrawal-fields/has-created-by'] },
  { fault: 'deposits-status-number', fails: ['crypto-transfers.deposits-status/status-not-string'] },
  { fault: 'deposits-amount-number', fails: ['crypto-transfers.deposits-property/record-type', 'crypto-transfers.deposits-schema/record-type'] },
  { fault: 'deposits-envelope', fails: ['crypto-transfers.deposits-schema/not-json-array'] },
  {
    fault: 'deposits-default-page-size-5',
    fails: [
      'crypto-transfers.deposits-page-size-default-with-symbol/default-page-size',
      'crypto-transfers.deposits-page-size/default-page-size',
      'crypto-transfers.deposits-query-modes/default-page-size',
    ],
    orders: 4000,
  },
  {
    fault: 'deposits-with-symbol-page-size-default-ignored',
    fails: ['crypto-transfers.deposits-page-size-default-with-symbol/default-page-size'],
    orders: 4000,
  },
  {
    fault: 'deposits-symbol-filter-ignored',
    fails: ['crypto-transfers.deposits-property/other-symbol', 'crypto-transfers.deposits-symbol-filter/other-symbol-returned'],
  },
  {
    fault: 'deposits-default-order-asc',
    fails: ['crypto-transfers.deposits-order-by/default-not-descending', 'crypto-transfers.deposits-property/default-not-descending'],
  },
  {
    fault: 'deposits-page-ignored',
    fails: [
      'crypto-transfers.deposits-paging/pages-differ-from-large-page',
      'crypto-transfers.deposits-paging/pages-overlap',
      'crypto-transfers.deposits-query-modes/pages-overlap',
    ],
  },
  { fault: 'deposits-page-size-cap-ignored', fails: ['crypto-transfers.deposits-page-size-range/honoured'] },
  {
    fault: 'deposits-created-at-before-ignored',
    fails: ['crypto-transfers.deposits-property/outside-window', 'crypto-transfers.deposits-window/outside-window'],
  },
  { fault: 'deposits-data-for-missing-date', fails: ['crypto-transfers.deposits-dates-required/records-returned'] },
  { fault: 'deposits-dangling-asset-id', fails: ['integrity.deposit-asset-id/unknown-asset'] },
  // Cross-endpoint references of trades
  { fault: 'trades-dangling-order-id', fails: ['integrity.trade-order-id/order-not-found'] },
  {
    fault: 'trades-unknown-pair-symbol',
    fails: ['integrity.pair-symbol/trade-unknown-pair', 'trades.pair-filter/other-pair', 'trades.pair-filter/repeated-other-pair'],
  },
] as const satisfies readonly ProofRow[];
