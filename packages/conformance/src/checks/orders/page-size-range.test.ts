import { checkTable } from '#test-support/check-table.js';
import { ordersPageSizeRange } from './page-size-range.js';

// The cap of 50 shows only where more than 50 orders match one query: 3000 orders.
checkTable(ordersPageSizeRange, {
  passes: [{ orders: 3000 }],
  fails: [
    { fault: 'lists-page-one-over-page-size', codes: ['page-size-1-over-page-size', 'page-size-50-over-page-size'] },
    { fault: 'orders-envelope', codes: ['page-size-1-not-accepted', 'page-size-50-not-accepted'] },
    { fault: 'orders-invalid-values-ignored', codes: ['page-size-0-not-400', 'page-size-51-not-400'] },
    { fault: 'validation-errors-as-list', codes: ['page-size-0-no-key-message', 'page-size-51-no-key-message'] },
    { fault: 'orders-page-size-51-accepted', codes: ['page-size-51-not-400'] },
  ],
});
