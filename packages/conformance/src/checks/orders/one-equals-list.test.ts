import { checkTable } from '#test-support/check-table.js';
import { ordersOneEqualsList } from './one-equals-list.js';

checkTable(ordersOneEqualsList, { fails: [{ fault: 'orders-by-id-without-created-by', codes: ['differs-from-list'] }] });
