import { checkTable } from '#test-support/check-table.js';
import { depositsProperty, withdrawalsProperty } from './property.js';

checkTable(withdrawalsProperty, {
  fails: [
    { fault: 'withdrawals-unknown-status', codes: ['record-enum'] },
    { fault: 'withdrawals-external-transaction-id-filter-ignored', codes: ['other-reference'] },
  ],
});
checkTable(depositsProperty, {
  fails: [
    { fault: 'deposits-with-fee-amount', codes: ['record-forbidden-field'] },
    { fault: 'deposits-amount-number', codes: ['record-type'] },
    { fault: 'deposits-symbol-filter-ignored', codes: ['other-symbol'] },
    { fault: 'deposits-default-order-asc', codes: ['default-not-descending'] },
    { fault: 'deposits-created-at-before-ignored', codes: ['outside-window'] },
  ],
});
