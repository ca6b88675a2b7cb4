import { checkTable } from '#test-support/check-table.js';
import { fuzzFeeLevels } from './fee-levels.js';

checkTable(fuzzFeeLevels, {
  fails: [
    { fault: 'hostile-long-value-500', codes: ['server-error'] },
    { fault: 'hostile-unknown-parameter-500', codes: ['server-error'] },
  ],
});
