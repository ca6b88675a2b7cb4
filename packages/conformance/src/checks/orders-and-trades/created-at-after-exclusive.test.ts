import { checkTable } from '#test-support/check-table.js';
import { ordersCreatedAtAfterExclusive, tradesCreatedAtAfterExclusive } from './created-at-after-exclusive.js';

checkTable(ordersCreatedAtAfterExclusive, {
  fails: [
    { fault: 'lists-window-shifted', codes: ['after-misses-record'] },
    { fault: 'lists-window-widened', codes: ['after-returns-earlier'] },
    { fault: 'orders-created-at-after-inclusive', codes: ['after-not-exclusive'] },
  ],
});
checkTable(tradesCreatedAtAfterExclusive, {
  fails: [
    { fault: 'lists-window-shifted', codes: ['after-misses-record'] },
    { fault: 'lists-window-widened', codes: ['after-returns-earlier'] },
    { fault: 'trades-created-at-after-inclusive', codes: ['after-not-exclusive'] },
  ],
});
