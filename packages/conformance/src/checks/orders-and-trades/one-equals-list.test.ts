import { checkTable } from '#test-support/check-table.js';
import { ordersOneEqualsList, tradesOneEqualsList } from './one-equals-list.js';

checkTable(ordersOneEqualsList, { fails: [{ fault: 'orders-by-id-without-created-by', codes: ['differs-from-list'] }] });
checkTable(tradesOneEqualsList, { fails: [{ fault: 'trades-by-id-fee-type-swapped', codes: ['differs-from-list'] }] });
