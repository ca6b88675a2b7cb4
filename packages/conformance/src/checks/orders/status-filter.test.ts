import { checkTable } from '#test-support/check-table.js';
import { ordersStatusFilter } from './status-filter.js';

checkTable(ordersStatusFilter, {
  fails: [
    { fault: 'orders-status-filter-first-only', codes: ['multi-value-misses'] },
    { fault: 'orders-status-filter-ignored', codes: ['filter-not-applied'] },
  ],
});
