import { checkTable } from '../../support/check-table.testutil.js';
import { ordersPageSizeRange } from './page-size-range.js';

checkTable(ordersPageSizeRange, { fails: [{ fault: 'orders-page-size-51-accepted', codes: ['page-size-51-not-400'] }] });
