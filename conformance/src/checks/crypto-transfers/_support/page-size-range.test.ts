import { checkTable } from '../../../support/check-table.testutil.js';
import { DEPOSITS_CHECKS, WITHDRAWALS_CHECKS } from './endpoint-rules.js';

checkTable(WITHDRAWALS_CHECKS['page-size-range'], { fails: [{ fault: 'withdrawals-page-size-cap-ignored', codes: ['honoured'] }] });
checkTable(DEPOSITS_CHECKS['page-size-range'], { fails: [{ fault: 'deposits-page-size-cap-ignored', codes: ['honoured'] }] });
