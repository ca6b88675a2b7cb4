import { checkTable } from '../../../support/check-table.testutil.js';
import { DEPOSITS_CHECKS, WITHDRAWALS_CHECKS } from './endpoint-rules.js';

checkTable(WITHDRAWALS_CHECKS['page-size'], { fails: [{ fault: 'withdrawals-default-page-size-5', codes: ['default-page-size'] }] });
checkTable(DEPOSITS_CHECKS['page-size'], { fails: [{ fault: 'deposits-default-page-size-5', codes: ['default-page-size'] }] });
