import { checkTable } from '#test-support/check-table.js';
import { ordersIdOrdering } from './id-ordering.js';

checkTable(ordersIdOrdering, {
  fails: [
    { fault: 'orders-order-id-after-by-created-at', codes: ['asc-not-ascending', 'below-order-id-after'] },
    { fault: 'orders-order-swapped', codes: ['asc-not-ascending', 'default-not-descending', 'desc-not-descending'] },
    { fault: 'orders-default-order-asc', codes: ['default-not-desc', 'default-not-descending'] },
  ],
});
