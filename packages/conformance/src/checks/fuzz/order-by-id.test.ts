import { checkTable } from '#test-support/check-table.js';
import { fuzzOrderById } from './order-by-id.js';

checkTable(fuzzOrderById, { fails: [{ fault: 'hostile-malformed-id-500', codes: ['server-error'] }] });
