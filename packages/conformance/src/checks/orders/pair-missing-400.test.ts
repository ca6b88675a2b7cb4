import { checkTable } from '#test-support/check-table.js';
import { ordersPairMissing400 } from './pair-missing-400.js';

checkTable(ordersPairMissing400, {
  fails: [
    { fault: 'validation-errors-as-list', codes: ['pair-omitted-by-id-no-key-message', 'pair-omitted-no-key-message'] },
    { fault: 'orders-pair-symbol-defaulted', codes: ['pair-omitted-by-id-not-400', 'pair-omitted-not-400'] },
  ],
});
