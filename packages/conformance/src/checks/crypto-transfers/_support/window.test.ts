import { checkTable } from '../../../../test/support/check-table.js';
import { DEPOSITS_CHECKS, WITHDRAWALS_CHECKS } from './endpoint-rules.js';

checkTable(WITHDRAWALS_CHECKS.window, { fails: [{ fault: 'withdrawals-created-at-after-ignored', codes: ['outside-window'] }] });
checkTable(DEPOSITS_CHECKS.window, { fails: [{ fault: 'deposits-created-at-before-ignored', codes: ['outside-window'] }] });
