import { checkTable } from '#test-support/check-table.js';
import { depositsPageSizeRange, withdrawalsPageSizeRange } from './page-size-range.js';

// An honoured pageSize shows only on a window of over 1000 transfers, aimed from what discovery finds in the default 365 days.
checkTable(withdrawalsPageSizeRange, {
  horizonDays: 365,
  fails: [
    { fault: 'page-size-out-of-range-500', codes: ['server-error'] },
    { fault: 'withdrawals-page-size-cap-ignored', codes: ['honoured'] },
  ],
});
checkTable(depositsPageSizeRange, {
  horizonDays: 365,
  fails: [
    { fault: 'page-size-out-of-range-500', codes: ['server-error'] },
    { fault: 'deposits-page-size-cap-ignored', codes: ['honoured'] },
  ],
});
