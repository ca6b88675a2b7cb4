import { checkTable } from '#test-support/check-table.js';
import { ordersInvalidQueryProperty } from './invalid-query-property.js';

checkTable(ordersInvalidQueryProperty, {
  fails: [
    { fault: 'orders-invalid-values-ignored', codes: ['invalid-not-400'] },
    { fault: 'validation-errors-as-list', codes: ['invalid-no-key-message'] },
    { fault: 'orders-unknown-pair-500', codes: ['invalid-not-400'] },
  ],
});
