import { checkTable } from '#test-support/check-table.js';
import { tradesOneEqualsList } from './one-equals-list.js';

checkTable(tradesOneEqualsList, { fails: [{ fault: 'trades-by-id-fee-type-swapped', codes: ['differs-from-list'] }] });
