// Mutation rows of the wallet, transfer, authentication, isolation and integrity faults.
import type { MutationRow } from './types.js';

export const ACCOUNT_ROWS: readonly MutationRow[] = [
  // Authentication (OPEN-POINTS #5)
  { fault: 'auth-not-enforced', fails: ['authentication.no-credentials', 'authentication.bad-signature', 'authentication.unknown-key'] },
  // Looks healthy, holds nothing, checks no signature: never a PASS (run on an empty account).
  { fault: 'near-empty-signature-unchecked', fails: ['authentication.bad-signature', 'authentication.unknown-key'], orders: 0 },
  { fault: 'auth-bad-signature-accepted', fails: ['authentication.bad-signature'] },
  { fault: 'auth-unknown-key-accepted', fails: ['authentication.unknown-key'] },
  { fault: 'auth-signature-echoed', fails: ['authentication.signature-not-echoed'], failOn: 'should' },
  // Isolation
  { fault: 'orders-other-account-by-id', fails: ['isolation.order-by-id'] },
  { fault: 'trades-other-account-by-id', fails: ['isolation.trade-by-id'] },
  { fault: 'orders-other-account-in-list', fails: ['isolation.account-id', 'isolation.lists'] },
  { fault: 'trades-other-account-in-list', fails: ['isolation.account-id', 'isolation.lists'] },
  { fault: 'wallets-other-account-in-list', fails: ['isolation.account-id', 'isolation.lists'] },
  { fault: 'withdrawals-other-account-in-list', fails: ['isolation.account-id', 'isolation.lists'] },
  { fault: 'deposits-other-account-in-list', fails: ['isolation.account-id', 'isolation.lists'] },
  // Wallets
  { fault: 'wallets-scale-8-digits', fails: ['account-wallets.decimal-scale'] },
  { fault: 'wallets-total-fund-number', fails: ['account-wallets.schema'] },
  { fault: 'wallets-currency-symbol-filter-ignored', fails: ['account-wallets.currency-symbol-filter'] },
  { fault: 'wallets-envelope', fails: ['account-wallets.schema'] },
  // Withdrawals
  { fault: 'withdrawals-memo-tag-missing', fails: ['crypto-transfers.withdrawals-schema'] },
  { fault: 'withdrawals-unknown-status', fails: ['crypto-transfers.withdrawals-status', 'crypto-transfers.withdrawals-property'] },
  { fault: 'withdrawals-updated-before-created', fails: ['crypto-transfers.withdrawals-updated-at'], failOn: 'should' },
  {
    fault: 'withdrawals-symbol-filter-ignored',
    fails: ['crypto-transfers.withdrawals-symbol-filter', 'crypto-transfers.withdrawals-property'],
  },
  {
    fault: 'withdrawals-external-transaction-id-filter-ignored',
    fails: ['crypto-transfers.withdrawals-external-transaction-id-filter', 'crypto-transfers.withdrawals-property'],
  },
  { fault: 'withdrawals-default-order-asc', fails: ['crypto-transfers.withdrawals-order-by'] },
  { fault: 'withdrawals-default-page-size-5', fails: ['crypto-transfers.withdrawals-page-size'] },
  { fault: 'withdrawals-page-ignored', fails: ['crypto-transfers.withdrawals-paging'] },
  { fault: 'withdrawals-envelope', fails: ['crypto-transfers.withdrawals-schema'] },
  { fault: 'withdrawals-page-size-cap-ignored', fails: ['crypto-transfers.withdrawals-page-size-range'] },
  {
    fault: 'withdrawals-created-at-after-ignored',
    fails: ['crypto-transfers.withdrawals-window', 'crypto-transfers.withdrawals-property'],
  },
  { fault: 'withdrawals-server-error-on-missing-date', fails: ['crypto-transfers.withdrawals-dates-required'] },
  { fault: 'withdrawals-dangling-asset-id', fails: ['integrity.withdrawal-asset-id'] },
  // Deposits
  { fault: 'deposits-with-fee-amount', fails: ['crypto-transfers.deposits-no-withdrawal-fields', 'crypto-transfers.deposits-property'] },
  { fault: 'deposits-with-updated-at', fails: ['crypto-transfers.deposits-no-withdrawal-fields'] },
  { fault: 'deposits-with-external-transaction-id', fails: ['crypto-transfers.deposits-no-withdrawal-fields'] },
  { fault: 'deposits-with-created-by', fails: ['crypto-transfers.deposits-no-withdrawal-fields'] },
  { fault: 'deposits-status-number', fails: ['crypto-transfers.deposits-status'] },
  { fault: 'deposits-amount-number', fails: ['crypto-transfers.deposits-schema', 'crypto-transfers.deposits-property'] },
  { fault: 'deposits-envelope', fails: ['crypto-transfers.deposits-schema'] },
  { fault: 'deposits-default-page-size-5', fails: ['crypto-transfers.deposits-page-size'] },
  { fault: 'deposits-symbol-filter-ignored', fails: ['crypto-transfers.deposits-symbol-filter', 'crypto-transfers.deposits-property'] },
  { fault: 'deposits-default-order-asc', fails: ['crypto-transfers.deposits-order-by', 'crypto-transfers.deposits-property'] },
  { fault: 'deposits-page-ignored', fails: ['crypto-transfers.deposits-paging'] },
  { fault: 'deposits-page-size-cap-ignored', fails: ['crypto-transfers.deposits-page-size-range'] },
  { fault: 'deposits-created-at-before-ignored', fails: ['crypto-transfers.deposits-window', 'crypto-transfers.deposits-property'] },
  { fault: 'deposits-data-for-missing-date', fails: ['crypto-transfers.deposits-dates-required'] },
  { fault: 'deposits-dangling-asset-id', fails: ['integrity.deposit-asset-id'] },
  // Cross-endpoint references of trades
  { fault: 'trades-dangling-order-id', fails: ['integrity.trade-order-id'] },
  { fault: 'trades-unknown-pair-symbol', fails: ['integrity.pair-symbol', 'trades.pair-filter'] },
];
