import { checkTable } from '#test-support/check-table.js';
import { ordersStatusCanceled400 } from './status-canceled-400.js';

checkTable(ordersStatusCanceled400, {
  fails: [
    { fault: 'problem-status-as-text', codes: ['status-not-integer'] },
    { fault: 'validation-title-generic', codes: ['title-wrong'] },
    { fault: 'validation-errors-pascal-case-keys', codes: ['errors-key-not-parameter'] },
    { fault: 'orders-canceled-status-accepted', codes: ['canceled-not-400', 'closed-and-canceled-not-400'] },
  ],
});
