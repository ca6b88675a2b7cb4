import { checkTable } from '#test-support/check-table.js';
import { tradesCreatedAtDate } from './created-at-date.js';

checkTable(tradesCreatedAtDate, {
  fails: [
    { fault: 'trades-created-at-day-before', codes: ['other-day-returned', 'trade-missing'] },
    { fault: 'trades-created-at-ignored', codes: ['other-day-returned'] },
  ],
});
