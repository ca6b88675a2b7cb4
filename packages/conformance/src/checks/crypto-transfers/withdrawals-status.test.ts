import { checkTable } from '../../support/check-table.testutil.js';
import { withdrawalsStatus } from './withdrawals-status.js';

checkTable(withdrawalsStatus, { fails: [{ fault: 'withdrawals-unknown-status', codes: ['unknown-status'] }] });
