import { checkTable } from '../../support/check-table.testutil.js';
import { fuzzOrderById } from './order-by-id.js';

checkTable(fuzzOrderById, { fails: [{ fault: 'hostile-malformed-id-500', codes: ['server-error'] }] });
