import { checkTable } from '#test-support/check-table.js';
import { depositsOrderBy, withdrawalsOrderBy } from './order-by.js';

checkTable(withdrawalsOrderBy, {
  fails: [
    { fault: 'transfers-order-by-inverted', codes: ['asc-not-ascending', 'desc-not-descending'] },
    { fault: 'withdrawals-default-order-asc', codes: ['default-not-descending'] },
  ],
});
checkTable(depositsOrderBy, {
  fails: [
    { fault: 'transfers-order-by-inverted', codes: ['asc-not-ascending', 'desc-not-descending'] },
    { fault: 'deposits-default-order-asc', codes: ['default-not-descending'] },
  ],
});
