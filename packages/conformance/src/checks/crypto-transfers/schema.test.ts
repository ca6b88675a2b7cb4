import { checkTable } from '#test-support/check-table.js';
import { depositsSchema, withdrawalsSchema } from './schema.js';

checkTable(withdrawalsSchema, {
  fails: [
    { fault: 'withdrawals-fee-amount-comma', codes: ['record-format'] },
    { fault: 'withdrawals-fields-malformed', codes: ['record-format', 'record-type'] },
    { fault: 'withdrawals-unknown-status', codes: ['record-enum'] },
    { fault: 'withdrawals-memo-tag-missing', codes: ['record-required'] },
    { fault: 'withdrawals-envelope', codes: ['not-json-array'] },
  ],
});
checkTable(depositsSchema, {
  fails: [
    { fault: 'deposits-amount-comma', codes: ['record-format'] },
    { fault: 'deposits-with-fee-amount', codes: ['record-forbidden-field'] },
    { fault: 'deposits-fields-malformed', codes: ['record-format', 'record-required'] },
    { fault: 'deposits-amount-number', codes: ['record-type'] },
    { fault: 'deposits-envelope', codes: ['not-json-array'] },
  ],
});
