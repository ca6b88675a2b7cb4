import { checkTable } from '#test-support/check-table.js';
import { tradesOrderIdFilter } from './order-id-filter.js';

checkTable(tradesOrderIdFilter, {
  fails: [
    { fault: 'trades-order-id-ignored', codes: ['other-order-returned'] },
    { fault: 'trades-order-id-next-order', codes: ['order-trades-missing'] },
    { fault: 'trades-order-id-refused', codes: ['refused-both-readings'] },
  ],
});
