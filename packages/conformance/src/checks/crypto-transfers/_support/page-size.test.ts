import { checkTable } from '../../../../test/support/check-table.js';
import { DEPOSITS_CHECKS, WITHDRAWALS_CHECKS } from './endpoint-rules.js';

// pageSize=1000 shows only where more than 1000 transfers match one window: the reference server's 6000 orders.
checkTable(WITHDRAWALS_CHECKS['page-size'], {
  passes: [{ orders: 6000 }],
  fails: [{ fault: 'withdrawals-default-page-size-5', codes: ['default-page-size'], orders: 4000 }],
});
checkTable(DEPOSITS_CHECKS['page-size'], {
  passes: [{ orders: 6000 }],
  fails: [{ fault: 'deposits-default-page-size-5', codes: ['default-page-size'], orders: 4000 }],
});
