import { checkTable } from '#test-support/check-table.js';
import { withdrawalsStatus } from './withdrawals-status.js';

checkTable(withdrawalsStatus, { fails: [{ fault: 'withdrawals-unknown-status', codes: ['unknown-status'] }] });
