import { checkTable } from '#test-support/check-table.js';
import { ordersOrderIdAfterInclusive } from './order-id-after-inclusive.js';

checkTable(ordersOrderIdAfterInclusive, {
  fails: [
    { fault: 'orders-order-id-after-by-created-at', codes: ['below-order-id-after'] },
    { fault: 'orders-order-id-after-exclusive', codes: ['not-inclusive'] },
  ],
});
