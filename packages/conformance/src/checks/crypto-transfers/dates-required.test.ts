import { checkTable } from '#test-support/check-table.js';
import { depositsDatesRequired, withdrawalsDatesRequired } from './dates-required.js';

checkTable(withdrawalsDatesRequired, { fails: [{ fault: 'withdrawals-server-error-on-missing-date', codes: ['server-error'] }] });
checkTable(depositsDatesRequired, { fails: [{ fault: 'deposits-data-for-missing-date', codes: ['records-returned'] }] });
