import { checkTable } from '#test-support/check-table.js';
import { ordersQueryProperty } from './query-property.js';

checkTable(ordersQueryProperty, {
  fails: [
    { fault: 'orders-status-filter-ignored', codes: ['wrong-status'] },
    { fault: 'lists-page-one-over-page-size', codes: ['over-page-size'] },
    { fault: 'orders-unknown-pair-symbol', codes: ['wrong-pair'] },
    { fault: 'orders-canceled-listed', codes: ['canceled-listed'] },
    { fault: 'orders-type-filter-ignored', codes: ['wrong-type'] },
  ],
});
