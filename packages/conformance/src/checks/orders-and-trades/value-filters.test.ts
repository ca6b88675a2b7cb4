import { checkTable } from '#test-support/check-table.js';
import { ordersStatusFilter, ordersTypeFilter, tradesSideFilter } from './value-filters.js';

checkTable(ordersTypeFilter, { fails: [{ fault: 'orders-type-filter-ignored', codes: ['filter-not-applied'] }] });
checkTable(ordersStatusFilter, {
  fails: [
    { fault: 'orders-status-filter-first-only', codes: ['multi-value-misses'] },
    { fault: 'orders-status-filter-ignored', codes: ['filter-not-applied'] },
  ],
});
checkTable(tradesSideFilter, { fails: [{ fault: 'trades-side-filter-ignored', codes: ['filter-not-applied'] }] });
