import { checkTable } from '#test-support/check-table.js';
import { feeLevelsComplete } from './fee-levels-complete.js';

checkTable(feeLevelsComplete, {
  fails: [
    { fault: 'fee-levels-level-as-text', codes: ['not-levels-1-to-8'] },
    { fault: 'fee-levels-level-8-missing', codes: ['not-levels-1-to-8'] },
  ],
});
