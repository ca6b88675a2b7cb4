import { checkTable } from '#test-support/check-table.js';
import { ordersStatusFilter, ordersTypeFilter, tradesSideFilter } from './value-filters.js';

checkTable(ordersTypeFilter, {
  fails: [
    { fault: 'query-repeated-parameter-last-wins', codes: ['multi-value-misses'] },
    { fault: 'unfiltered-lists-drop-a-value', codes: ['filter-union-differs'] },
    { fault: 'orders-type-filter-ignored', codes: ['filter-not-applied'] },
  ],
});
checkTable(ordersStatusFilter, {
  fails: [
    { fault: 'query-repeated-parameter-last-wins', codes: ['multi-value-misses'] },
    { fault: 'unfiltered-lists-drop-a-value', codes: ['filter-union-differs'] },
    { fault: 'orders-status-filter-first-only', codes: ['multi-value-misses'] },
    { fault: 'orders-status-filter-ignored', codes: ['filter-not-applied'] },
  ],
});
checkTable(tradesSideFilter, {
  fails: [
    { fault: 'unfiltered-lists-drop-a-value', codes: ['filter-union-differs'] },
    { fault: 'trades-side-filter-ignored', codes: ['filter-not-applied'] },
  ],
});
