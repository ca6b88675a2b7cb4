import { checkTable } from '#test-support/check-table.js';
import { ordersPageSizeDefaultByOrderIdAfter } from './page-size-default-by-order-id-after.js';

checkTable(ordersPageSizeDefaultByOrderIdAfter, {
  passes: [{}, { orders: 200, status: 'not-evaluated', reason: 'unobservable' }],
  fails: [
    { fault: 'orders-order-id-after-page-size-default-ignored', codes: ['default-page-size'] },
    { fault: 'orders-page-size-default-20', codes: ['default-page-size'], orders: 3000 },
  ],
});
