import { checkTable } from '#test-support/check-table.js';
import { tradesQueryProperty } from './query-property.js';

checkTable(tradesQueryProperty, {
  fails: [
    { fault: 'lists-order-desc-read-as-asc', codes: ['not-ordered-by-created-at'] },
    { fault: 'lists-page-one-over-page-size', codes: ['over-page-size'] },
    { fault: 'trades-side-filter-ignored', codes: ['wrong-side'] },
    { fault: 'trades-order-swapped', codes: ['not-ordered-by-created-at'] },
    // A range over 90 days whose page reaches past 90 days: its mutation row's property runs.
    { fault: 'trades-no-90-day-clamp', runs: 100, codes: ['spans-over-90-days'] },
    { fault: 'trades-pair-symbol-ignored', runs: 10, codes: ['wrong-pair'] },
    { fault: 'lists-wide-window-read-as-last-90-days', runs: 30, codes: ['outside-bounds'] },
  ],
});
