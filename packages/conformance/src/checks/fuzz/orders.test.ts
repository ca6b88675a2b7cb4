import { checkTable } from '#test-support/check-table.js';
import { fuzzOrders } from './orders.js';

checkTable(fuzzOrders, {
  fails: [
    { fault: 'hostile-long-value-500', codes: ['server-error'] },
    { fault: 'hostile-quote-in-symbol-500', codes: ['server-error'] },
    { fault: 'hostile-page-beyond-32-bits-500', codes: ['server-error'] },
    { fault: 'hostile-far-year-500', codes: ['server-error'] },
    { fault: 'hostile-far-year-valid-500', codes: ['server-error'] },
    { fault: 'hostile-repeated-parameter-500', codes: ['server-error'] },
    { fault: 'hostile-page-size-exponent-accepted', codes: ['invalid-not-400'] },
    { fault: 'hostile-miscased-enum-500', codes: ['server-error'] },
  ],
});
