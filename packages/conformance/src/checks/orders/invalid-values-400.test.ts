import { checkTable } from '#test-support/check-table.js';
import { ordersInvalidValues400 } from './invalid-values-400.js';

checkTable(ordersInvalidValues400, {
  fails: [
    {
      fault: 'orders-invalid-values-ignored',
      codes: [
        'created-at-after-not-a-date-not-400',
        'created-at-before-yesterday-not-400',
        'order-sideways-not-400',
        'page-first-not-400',
        'page-size-ten-not-400',
        'status-open-not-400',
        'type-buy-hold-not-400',
        'type-hold-not-400',
      ],
    },
    {
      fault: 'validation-errors-as-list',
      codes: [
        'created-at-after-not-a-date-no-key-message',
        'created-at-before-yesterday-no-key-message',
        'order-sideways-no-key-message',
        'page-first-no-key-message',
        'page-size-ten-no-key-message',
        'status-open-no-key-message',
        'type-buy-hold-no-key-message',
        'type-hold-no-key-message',
      ],
    },
    { fault: 'orders-invalid-order-as-desc', codes: ['order-sideways-not-400'] },
  ],
});
