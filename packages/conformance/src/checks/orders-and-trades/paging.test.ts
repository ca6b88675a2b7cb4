import { checkTable } from '#test-support/check-table.js';
import { ordersPaging, tradesPaging } from './paging.js';

checkTable(ordersPaging, {
  fails: [
    { fault: 'lists-page-ignored', codes: ['pages-overlap'] },
    { fault: 'lists-page-one-over-page-size', codes: ['page-over-page-size'] },
    { fault: 'orders-page-off-by-one', codes: ['pages-differ-from-large-page'], orders: 3000 },
  ],
});
checkTable(tradesPaging, {
  fails: [
    { fault: 'lists-page-ignored', codes: ['pages-overlap'] },
    { fault: 'lists-page-one-over-page-size', codes: ['page-over-page-size'] },
    { fault: 'trades-page-off-by-one', codes: ['pages-differ-from-large-page'] },
  ],
});
