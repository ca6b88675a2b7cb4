import { checkTable } from '#test-support/check-table.js';
import { ordersCreatedAtBeforeInclusive, tradesCreatedAtBeforeInclusive } from './created-at-before-inclusive.js';

checkTable(ordersCreatedAtBeforeInclusive, {
  fails: [
    { fault: 'lists-window-widened', codes: ['before-returns-later'] },
    { fault: 'orders-created-at-before-exclusive', codes: ['before-not-inclusive'] },
  ],
});
checkTable(tradesCreatedAtBeforeInclusive, {
  fails: [
    { fault: 'lists-window-widened', codes: ['before-returns-later'] },
    { fault: 'trades-created-at-before-exclusive', codes: ['before-not-inclusive'] },
  ],
});
