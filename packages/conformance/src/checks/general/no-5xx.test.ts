import { checkTable } from '#test-support/check-table.js';
import { no5xx } from './no-5xx.js';

// A final check judges the run's exchanges: it runs with the check whose request meets the fault.
checkTable(no5xx, {
  fails: [
    { fault: 'orders-unknown-pair-500', codes: ['server-error'], alongside: ['orders.pair-unknown-400'] },
    { fault: 'server-error-on-bad-page', codes: ['server-error'], alongside: ['orders.invalid-values-400'] },
  ],
});
