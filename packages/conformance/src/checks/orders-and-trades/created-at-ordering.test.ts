import { checkTable } from '#test-support/check-table.js';
import { ordersCreatedAtOrdering, tradesCreatedAtOrdering } from './created-at-ordering.js';

checkTable(ordersCreatedAtOrdering, {
  fails: [
    { fault: 'lists-order-desc-read-as-asc', codes: ['asc-not-desc-reversed', 'desc-not-descending'] },
    { fault: 'orders-ordered-by-id-always', codes: ['asc-not-ascending'], orders: 3000 },
    { fault: 'orders-order-swapped', codes: ['asc-not-ascending', 'default-not-descending', 'desc-not-descending'] },
    { fault: 'orders-default-order-asc', codes: ['default-not-descending'] },
    { fault: 'lists-default-order-skips-newest', codes: ['default-not-desc'] },
  ],
});
checkTable(tradesCreatedAtOrdering, {
  fails: [
    { fault: 'lists-order-desc-read-as-asc', codes: ['asc-not-desc-reversed', 'desc-not-descending'] },
    { fault: 'trades-order-swapped', codes: ['asc-not-ascending', 'default-not-descending', 'desc-not-descending'] },
    { fault: 'trades-default-order-asc', codes: ['default-not-descending'] },
    { fault: 'lists-default-order-skips-newest', codes: ['default-not-desc'] },
  ],
});
