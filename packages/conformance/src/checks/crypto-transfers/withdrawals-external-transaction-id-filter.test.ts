import { checkTable } from '#test-support/check-table.js';
import { withdrawalsExternalTransactionIdFilter } from './withdrawals-external-transaction-id-filter.js';

checkTable(withdrawalsExternalTransactionIdFilter, {
  fails: [
    { fault: 'withdrawals-external-transaction-id-filter-ignored', codes: ['other-reference-returned'] },
    { fault: 'withdrawals-external-transaction-id-upper-cased', codes: ['carrier-missing'] },
  ],
});
