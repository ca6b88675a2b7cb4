import { checkTable } from '#test-support/check-table.js';
import { depositsPageSize, withdrawalsPageSize } from './page-size.js';

// pageSize=1000 shows only where more than 1000 transfers match one window: the reference server's 6000 orders.
// A cap below 1000 shows only where discovery saw more records than the cap in the window: a 90-day
// discovery reads one capped page there, so these tables walk the default 365 days.
checkTable(withdrawalsPageSize, {
  horizonDays: 365,
  passes: [{ orders: 6000 }],
  fails: [
    { fault: 'lists-page-one-over-page-size', codes: ['page-size-not-honoured'] },
    { fault: 'withdrawals-default-page-size-5', codes: ['default-page-size'], orders: 4000 },
    { fault: 'lists-page-size-max-unbounded', codes: ['over-max'], orders: 6000 },
    { fault: 'transfers-page-size-capped-at-100', codes: ['capped-below-max'] },
  ],
});
checkTable(depositsPageSize, {
  horizonDays: 365,
  passes: [{ orders: 6000 }],
  fails: [
    { fault: 'lists-page-one-over-page-size', codes: ['page-size-not-honoured'] },
    { fault: 'deposits-default-page-size-5', codes: ['default-page-size'], orders: 4000 },
    { fault: 'lists-page-size-max-unbounded', codes: ['over-max'], orders: 6000 },
    { fault: 'transfers-page-size-capped-at-100', codes: ['capped-below-max'] },
  ],
});
