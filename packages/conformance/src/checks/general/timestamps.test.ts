import { checkTable } from '#test-support/check-table.js';
import { timestamps } from './timestamps.js';

checkTable(timestamps, {
  fails: [
    { fault: 'orders-created-at-with-offset', codes: ['not-timestamp'] },
    { fault: 'trades-created-at-with-offset', codes: ['not-timestamp'] },
  ],
});
