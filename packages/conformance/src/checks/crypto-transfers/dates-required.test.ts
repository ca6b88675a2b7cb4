import { checkTable } from '#test-support/check-table.js';
import { depositsDatesRequired, withdrawalsDatesRequired } from './dates-required.js';

checkTable(withdrawalsDatesRequired, {
  fails: [
    { fault: 'withdrawals-data-for-missing-date', codes: ['records-returned'] },
    { fault: 'withdrawals-server-error-on-missing-date', codes: ['server-error'] },
  ],
});
checkTable(depositsDatesRequired, {
  fails: [
    { fault: 'missing-required-500', codes: ['server-error'] },
    { fault: 'deposits-data-for-missing-date', codes: ['records-returned'] },
  ],
});
