import { checkTable } from '../../support/check-table.testutil.js';
import { ordersQueryProperty } from './query-property.js';

checkTable(ordersQueryProperty, {
  fails: [
    { fault: 'orders-canceled-listed', codes: ['canceled-listed'] },
    { fault: 'orders-type-filter-ignored', codes: ['wrong-type'] },
  ],
});
