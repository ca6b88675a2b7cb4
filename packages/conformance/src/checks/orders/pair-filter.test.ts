import { checkTable } from '#test-support/check-table.js';
import { ordersPairFilter } from './pair-filter.js';

checkTable(ordersPairFilter, {
  fails: [
    { fault: 'orders-unknown-pair-symbol', codes: ['other-pair'] },
    { fault: 'orders-pair-symbol-ignored', codes: ['other-pair'] },
  ],
});
