import { checkTable } from '../../../../test/support/check-table.js';
import { DEPOSITS_CHECKS, WITHDRAWALS_CHECKS } from './endpoint-rules.js';

checkTable(WITHDRAWALS_CHECKS['symbol-filter'], { fails: [{ fault: 'withdrawals-symbol-filter-ignored', codes: ['other-symbol-returned'] }] });
checkTable(DEPOSITS_CHECKS['symbol-filter'], { fails: [{ fault: 'deposits-symbol-filter-ignored', codes: ['other-symbol-returned'] }] });
