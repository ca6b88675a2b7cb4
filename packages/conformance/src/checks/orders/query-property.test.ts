import { checkTable } from '#test-support/check-table.js';
import { ordersQueryProperty } from './query-property.js';

checkTable(ordersQueryProperty, {
  fails: [
    { fault: 'orders-status-filter-ignored', codes: ['wrong-status'] },
    { fault: 'lists-page-one-over-page-size', codes: ['over-page-size'] },
    { fault: 'orders-unknown-pair-symbol', codes: ['wrong-pair'] },
    { fault: 'orders-canceled-listed', codes: ['canceled-listed'] },
    { fault: 'orders-type-filter-ignored', codes: ['wrong-type'] },
    // The faults a random query meets on some cases only: their mutation rows' property runs.
    { fault: 'orders-no-90-day-clamp', runs: 100, codes: ['spans-over-90-days'] },
    { fault: 'orders-order-id-after-by-created-at', runs: 20, codes: ['below-order-id-after'] },
    { fault: 'orders-order-swapped', runs: 20, codes: ['not-ordered-by-created-at'] },
    { fault: 'orders-order-id-after-order-swapped', runs: 30, codes: ['not-ordered-by-id'] },
    { fault: 'lists-wide-window-read-as-last-90-days', runs: 30, codes: ['outside-bounds'] },
  ],
});
