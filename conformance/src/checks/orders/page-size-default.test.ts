import { checkTable } from '../../support/check-table.testutil.js';
import { ordersPageSizeDefault } from './page-size-default.js';

checkTable(ordersPageSizeDefault, { fails: [{ fault: 'orders-page-size-default-20', codes: ['default-page-size'], orders: 3000 }] });
