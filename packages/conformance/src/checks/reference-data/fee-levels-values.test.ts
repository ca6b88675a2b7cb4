import { checkTable } from '#test-support/check-table.js';
import { feeLevelsValues } from './fee-levels-values.js';

checkTable(feeLevelsValues, { fails: [{ fault: 'fee-levels-wrong-taker', codes: ['not-table-value'] }] });
