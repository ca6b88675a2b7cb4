import { checkTable } from '#test-support/check-table.js';
import { ordersOneCanceled } from './one-canceled.js';

checkTable(ordersOneCanceled, {
  fails: [
    { fault: 'orders-canceled-by-id-not-found', codes: ['referenced-not-found'] },
    { fault: 'orders-canceled-closed-by-id', codes: ['listable-not-listed'] },
  ],
});
