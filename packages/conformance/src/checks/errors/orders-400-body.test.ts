import { checkTable } from '#test-support/check-table.js';
import { orders400Body } from './orders-400-body.js';

checkTable(orders400Body, {
  fails: [
    { fault: 'validation-errors-as-list', codes: ['errors-not-object'] },
    { fault: 'validation-messages-as-text', codes: ['errors-not-message-array'] },
    { fault: 'validation-wrong-type', codes: ['type-wrong-section'] },
    { fault: 'validation-status-mismatch', codes: ['status-mismatch'] },
    { fault: 'problem-body-in-array', codes: ['not-problem-object'] },
    { fault: 'problem-fields-null', codes: ['title-not-string', 'trace-id-not-string', 'type-not-string'] },
    { fault: 'problem-status-as-text', codes: ['status-not-integer'] },
    { fault: 'validation-title-generic', codes: ['title-wrong'] },
    { fault: 'orders-no-parameter-empty-list', codes: ['not-400'] },
    {
      fault: 'validation-errors-pascal-case-keys',
      codes: ['errors-key-not-parameter', 'no-message-on-created-at-before', 'no-message-on-order-id-after', 'no-message-on-pair-symbol'],
    },
  ],
});
