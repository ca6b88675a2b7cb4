import { checkTable } from '../../support/check-table.testutil.js';
import { depositsOrderBy, withdrawalsOrderBy } from './order-by.js';

checkTable(withdrawalsOrderBy, { fails: [{ fault: 'withdrawals-default-order-asc', codes: ['default-not-descending'] }] });
checkTable(depositsOrderBy, { fails: [{ fault: 'deposits-default-order-asc', codes: ['default-not-descending'] }] });
