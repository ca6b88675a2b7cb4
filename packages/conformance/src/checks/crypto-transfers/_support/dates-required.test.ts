import { checkTable } from '../../../../test/support/check-table.js';
import { DEPOSITS_CHECKS, WITHDRAWALS_CHECKS } from './endpoint-rules.js';

checkTable(WITHDRAWALS_CHECKS['dates-required'], { fails: [{ fault: 'withdrawals-server-error-on-missing-date', codes: ['server-error'] }] });
checkTable(DEPOSITS_CHECKS['dates-required'], { fails: [{ fault: 'deposits-data-for-missing-date', codes: ['records-returned'] }] });
