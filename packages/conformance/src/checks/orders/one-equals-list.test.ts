import { checkTable } from '../../support/check-table.testutil.js';
import { ordersOneEqualsList } from './one-equals-list.js';

checkTable(ordersOneEqualsList, { fails: [{ fault: 'orders-by-id-without-created-by', codes: ['differs-from-list'] }] });
