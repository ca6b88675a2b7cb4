import { checkTable } from '../../../../test/support/check-table.js';
import { DEPOSITS_CHECKS, WITHDRAWALS_CHECKS } from './endpoint-rules.js';

checkTable(WITHDRAWALS_CHECKS['query-modes'], { fails: [{ fault: 'withdrawals-with-symbol-default-ascending', codes: ['default-order-not-desc'] }] });
checkTable(DEPOSITS_CHECKS['query-modes'], { fails: [{ fault: 'deposits-with-symbol-later-pages-skip-one', codes: ['pages-gap'] }] });
