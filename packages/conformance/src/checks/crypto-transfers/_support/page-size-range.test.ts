import { checkTable } from '../../../../test/support/check-table.js';
import { DEPOSITS_CHECKS, WITHDRAWALS_CHECKS } from './endpoint-rules.js';

// An honoured pageSize shows only on a window of over 1000 transfers, aimed from what discovery finds in the default 365 days.
checkTable(WITHDRAWALS_CHECKS['page-size-range'], { horizonDays: 365, fails: [{ fault: 'withdrawals-page-size-cap-ignored', codes: ['honoured'] }] });
checkTable(DEPOSITS_CHECKS['page-size-range'], { horizonDays: 365, fails: [{ fault: 'deposits-page-size-cap-ignored', codes: ['honoured'] }] });
