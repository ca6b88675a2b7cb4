import { checkTable } from '#test-support/check-table.js';
import { fuzzTradeById } from './trade-by-id.js';

checkTable(fuzzTradeById, { fails: [{ fault: 'hostile-malformed-id-500', codes: ['server-error'] }] });
