import { checkTable } from '../../support/check-table.testutil.js';
import { fuzzTradeById } from './trade-by-id.js';

checkTable(fuzzTradeById, { fails: [{ fault: 'hostile-malformed-id-500', codes: ['server-error'] }] });
