import { checkTable } from '#test-support/check-table.js';
import { ordersQueryModes } from './query-modes.js';

checkTable(ordersQueryModes, {
  fails: [{ fault: 'orders-by-order-id-after-later-pages-reversed', codes: ['pages-gap', 'unordered-across-pages', 'unordered-within-page'] }],
});
