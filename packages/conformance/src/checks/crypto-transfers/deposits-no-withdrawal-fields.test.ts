import { checkTable } from '#test-support/check-table.js';
import { depositsNoWithdrawalFields } from './deposits-no-withdrawal-fields.js';

checkTable(depositsNoWithdrawalFields, {
  fails: [
    { fault: 'deposits-with-fee-amount', codes: ['has-fee-amount'] },
    { fault: 'deposits-with-updated-at', codes: ['has-updated-at'] },
    { fault: 'deposits-with-external-transaction-id', codes: ['has-external-transaction-id'] },
    { fault: 'deposits-with-created-by', codes: ['has-created-by'] },
  ],
});
