import { checkTable } from '#test-support/check-table.js';
import { feeLevelsText } from './fee-levels-text.js';

checkTable(feeLevelsText, { fails: [{ fault: 'fee-levels-bad-text', codes: ['not-percent-text'] }] });
