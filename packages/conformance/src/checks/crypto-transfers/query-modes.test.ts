import { checkTable } from '#test-support/check-table.js';
import { depositsQueryModes, withdrawalsQueryModes } from './query-modes.js';

checkTable(withdrawalsQueryModes, { fails: [{ fault: 'withdrawals-with-symbol-default-ascending', codes: ['default-order-not-desc'] }] });
checkTable(depositsQueryModes, { fails: [{ fault: 'deposits-with-symbol-later-pages-skip-one', codes: ['pages-gap'] }] });
