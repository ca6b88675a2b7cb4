import { checkTable } from '../../support/check-table.testutil.js';
import { success200Json } from './success-200-json.js';

checkTable(success200Json, { fails: [{ fault: 'fee-levels-status-203', codes: ['not-200'] }] });
