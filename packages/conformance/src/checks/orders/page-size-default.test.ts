import { checkTable } from '#test-support/check-table.js';
import { ordersPageSizeDefault } from './page-size-default.js';

// The default of 50 shows only where a pair holds more than 50 orders in one window: 3000 orders.
checkTable(ordersPageSizeDefault, {
  passes: [{ orders: 3000 }],
  fails: [{ fault: 'orders-page-size-default-20', codes: ['default-page-size'], orders: 3000 }],
});
