import { checkTable } from '../../support/check-table.testutil.js';
import { depositsStatus } from './deposits-status.js';

checkTable(depositsStatus, { fails: [{ fault: 'deposits-status-number', codes: ['status-not-string'] }] });
