import { checkTable } from '../../support/check-table.testutil.js';
import { ordersPageDefault } from './page-default.js';

checkTable(ordersPageDefault, { fails: [{ fault: 'orders-page-default-2', codes: ['default-not-page-1'] }] });
