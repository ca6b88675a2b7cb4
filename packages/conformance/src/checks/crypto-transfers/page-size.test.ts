import { checkTable } from '#test-support/check-table.js';
import { depositsPageSize, withdrawalsPageSize } from './page-size.js';

// pageSize=1000 shows only where more than 1000 transfers match one window: the reference server's 6000 orders.
checkTable(withdrawalsPageSize, {
  passes: [{ orders: 6000 }],
  fails: [
    { fault: 'lists-page-one-over-page-size', codes: ['page-size-not-honoured'] },
    { fault: 'withdrawals-default-page-size-5', codes: ['default-page-size'], orders: 4000 },
  ],
});
checkTable(depositsPageSize, {
  passes: [{ orders: 6000 }],
  fails: [
    { fault: 'lists-page-one-over-page-size', codes: ['page-size-not-honoured'] },
    { fault: 'deposits-default-page-size-5', codes: ['default-page-size'], orders: 4000 },
  ],
});
