import { checkTable } from '#test-support/check-table.js';
import { ordersQueryProperty } from './query-property.js';

checkTable(ordersQueryProperty, {
  fails: [
    { fault: 'orders-unknown-pair-symbol', codes: ['wrong-pair'] },
    { fault: 'orders-canceled-listed', codes: ['canceled-listed'] },
    { fault: 'orders-type-filter-ignored', codes: ['wrong-type'] },
  ],
});
