import { checkTable } from '#test-support/check-table.js';
import { depositsStatus } from './deposits-status.js';

checkTable(depositsStatus, { fails: [{ fault: 'deposits-status-number', codes: ['status-not-string'] }] });
