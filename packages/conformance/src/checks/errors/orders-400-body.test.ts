import { checkTable } from '#test-support/check-table.js';
import { orders400Body } from './orders-400-body.js';

checkTable(orders400Body, {
  fails: [
    { fault: 'problem-status-as-text', codes: ['status-not-integer'] },
    { fault: 'validation-title-generic', codes: ['title-wrong'] },
    {
      fault: 'validation-errors-pascal-case-keys',
      codes: ['errors-key-not-parameter', 'no-message-on-created-at-before', 'no-message-on-order-id-after', 'no-message-on-pair-symbol'],
    },
  ],
});
