import { checkTable } from '#test-support/check-table.js';
import { ordersStatusCanceled400 } from './status-canceled-400.js';

checkTable(ordersStatusCanceled400, {
  fails: [
    { fault: 'orders-status-filter-refused', codes: ['closed-not-accepted', 'partial-not-accepted', 'untouched-not-accepted'] },
    { fault: 'validation-errors-as-list', codes: ['errors-not-object'] },
    { fault: 'validation-messages-as-text', codes: ['errors-not-message-array'] },
    { fault: 'validation-wrong-type', codes: ['type-wrong-section'] },
    { fault: 'validation-status-mismatch', codes: ['status-mismatch'] },
    { fault: 'problem-body-in-array', codes: ['not-problem-object'] },
    { fault: 'problem-fields-null', codes: ['title-not-string', 'trace-id-not-string', 'type-not-string'] },
    { fault: 'problem-status-as-text', codes: ['status-not-integer'] },
    { fault: 'validation-title-generic', codes: ['title-wrong'] },
    { fault: 'validation-errors-pascal-case-keys', codes: ['errors-key-not-parameter'] },
    { fault: 'orders-canceled-status-accepted', codes: ['canceled-not-400', 'closed-and-canceled-not-400'] },
  ],
});
