import { checkTable } from '#test-support/check-table.js';
import { fuzzTrades } from './trades.js';

checkTable(fuzzTrades, {
  fails: [
    { fault: 'hostile-non-ascii-filter-500', codes: ['server-error'] },
    { fault: 'hostile-page-beyond-32-bits-500', codes: ['server-error'] },
    { fault: 'hostile-far-year-500', codes: ['server-error'] },
    { fault: 'hostile-miscased-enum-500', codes: ['server-error'] },
  ],
});
