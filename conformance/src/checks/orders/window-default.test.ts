import { checkTable } from '../../support/check-table.testutil.js';
import { ordersWindowDefault } from './window-default.js';

checkTable(ordersWindowDefault, { fails: [{ fault: 'orders-default-window-unbounded', codes: ['spans-over-90-days'] }] });
