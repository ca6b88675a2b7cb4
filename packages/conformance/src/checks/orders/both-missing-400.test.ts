import { checkTable } from '#test-support/check-table.js';
import { ordersBothMissing400 } from './both-missing-400.js';

checkTable(ordersBothMissing400, {
  fails: [
    { fault: 'orders-envelope', codes: ['created-at-before-alone-not-accepted', 'order-id-after-alone-not-accepted'] },
    { fault: 'validation-errors-as-list', codes: ['neither-on-created-at-before-no-key-message', 'neither-on-order-id-after-no-key-message'] },
    { fault: 'orders-both-missing-accepted', codes: ['neither-on-created-at-before-not-400', 'neither-on-order-id-after-not-400'] },
  ],
});
