import { checkTable } from '../../support/check-table.testutil.js';
import { feeLevelsText } from './fee-levels-text.js';

checkTable(feeLevelsText, { fails: [{ fault: 'fee-levels-bad-text', codes: ['not-percent-text'] }] });
