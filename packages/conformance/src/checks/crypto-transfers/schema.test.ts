import { checkTable } from '#test-support/check-table.js';
import { depositsSchema, withdrawalsSchema } from './schema.js';

checkTable(withdrawalsSchema, {
  fails: [
    { fault: 'withdrawals-memo-tag-missing', codes: ['record-required'] },
    { fault: 'withdrawals-envelope', codes: ['not-json-array'] },
  ],
});
checkTable(depositsSchema, {
  fails: [
    { fault: 'deposits-amount-number', codes: ['record-type'] },
    { fault: 'deposits-envelope', codes: ['not-json-array'] },
  ],
});
