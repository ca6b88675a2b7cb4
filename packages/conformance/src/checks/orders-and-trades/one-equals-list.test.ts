import { checkTable } from '#test-support/check-table.js';
import { ordersOneEqualsList, tradesOneEqualsList } from './one-equals-list.js';

checkTable(ordersOneEqualsList, {
  fails: [
    { fault: 'lookups-answer-404', codes: ['listed-not-found-by-id'] },
    { fault: 'orders-by-id-without-created-by', codes: ['differs-from-list'] },
  ],
});
checkTable(tradesOneEqualsList, {
  fails: [
    { fault: 'lookups-answer-404', codes: ['listed-not-found-by-id'] },
    { fault: 'trades-by-id-fee-type-swapped', codes: ['differs-from-list'] },
  ],
});
