import { checkTable } from '#test-support/check-table.js';
import { ordersPairUnknown400 } from './pair-unknown-400.js';

checkTable(ordersPairUnknown400, {
  fails: [
    { fault: 'problem-status-as-text', codes: ['status-not-integer'] },
    { fault: 'validation-title-generic', codes: ['title-wrong'] },
    { fault: 'validation-errors-pascal-case-keys', codes: ['errors-key-not-parameter', 'unknown-pair-no-key-message'] },
    { fault: 'orders-unknown-pair-500', codes: ['unknown-pair-not-400'] },
  ],
});
