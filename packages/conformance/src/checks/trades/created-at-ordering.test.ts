import { checkTable } from '#test-support/check-table.js';
import { tradesCreatedAtOrdering } from './created-at-ordering.js';

checkTable(tradesCreatedAtOrdering, {
  fails: [
    { fault: 'trades-order-swapped', codes: ['asc-not-ascending', 'default-not-descending', 'desc-not-descending'] },
    { fault: 'trades-default-order-asc', codes: ['default-not-descending'] },
  ],
});
