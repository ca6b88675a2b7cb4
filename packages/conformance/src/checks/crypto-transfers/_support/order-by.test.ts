import { checkTable } from '../../../../test/support/check-table.js';
import { DEPOSITS_CHECKS, WITHDRAWALS_CHECKS } from './endpoint-rules.js';

checkTable(WITHDRAWALS_CHECKS['order-by'], { fails: [{ fault: 'withdrawals-default-order-asc', codes: ['default-not-descending'] }] });
checkTable(DEPOSITS_CHECKS['order-by'], { fails: [{ fault: 'deposits-default-order-asc', codes: ['default-not-descending'] }] });
