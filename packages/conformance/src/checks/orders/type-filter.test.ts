import { checkTable } from '#test-support/check-table.js';
import { ordersTypeFilter } from './type-filter.js';

checkTable(ordersTypeFilter, { fails: [{ fault: 'orders-type-filter-ignored', codes: ['filter-not-applied'] }] });
