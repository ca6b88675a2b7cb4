import { checkTable } from '#test-support/check-table.js';
import { tradesSideFilter } from './side-filter.js';

checkTable(tradesSideFilter, { fails: [{ fault: 'trades-side-filter-ignored', codes: ['filter-not-applied'] }] });
