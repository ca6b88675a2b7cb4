import { checkTable } from '../../support/check-table.testutil.js';
import { fuzzFeeLevels } from './fee-levels.js';

checkTable(fuzzFeeLevels, {
  fails: [
    { fault: 'hostile-long-value-500', codes: ['server-error'] },
    { fault: 'hostile-unknown-parameter-500', codes: ['server-error'] },
  ],
});
