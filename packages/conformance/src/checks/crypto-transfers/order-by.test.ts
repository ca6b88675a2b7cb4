import { checkTable } from '#test-support/check-table.js';
import { depositsOrderBy, withdrawalsOrderBy } from './order-by.js';

checkTable(withdrawalsOrderBy, { fails: [{ fault: 'withdrawals-default-order-asc', codes: ['default-not-descending'] }] });
checkTable(depositsOrderBy, { fails: [{ fault: 'deposits-default-order-asc', codes: ['default-not-descending'] }] });
