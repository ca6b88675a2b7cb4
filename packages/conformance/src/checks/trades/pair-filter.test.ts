import { checkTable } from '#test-support/check-table.js';
import { tradesPairFilter } from './pair-filter.js';

checkTable(tradesPairFilter, {
  fails: [
    { fault: 'trades-first-pair-only', codes: ['repeated-misses'] },
    { fault: 'trades-unknown-pair-symbol', codes: ['other-pair', 'repeated-other-pair'] },
  ],
});
