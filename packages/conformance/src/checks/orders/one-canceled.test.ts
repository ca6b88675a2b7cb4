import { checkTable } from '../../support/check-table.testutil.js';
import { ordersOneCanceled } from './one-canceled.js';

checkTable(ordersOneCanceled, { fails: [{ fault: 'orders-canceled-closed-by-id', codes: ['listable-not-listed'] }] });
