import { checkTable } from '#test-support/check-table.js';
import { ordersPageDefault, tradesPageDefault } from './page-default.js';

checkTable(ordersPageDefault, {
  fails: [
    { fault: 'lists-page-ignored', codes: ['page-2-repeats-page-1'] },
    { fault: 'orders-page-default-2', codes: ['default-not-page-1'] },
  ],
});
checkTable(tradesPageDefault, {
  fails: [
    { fault: 'lists-page-ignored', codes: ['page-2-repeats-page-1'] },
    { fault: 'trades-page-default-2', codes: ['default-not-page-1'] },
  ],
});
