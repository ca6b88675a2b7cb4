import { checkTable } from '#test-support/check-table.js';
import { withdrawalsUpdatedAt } from './withdrawals-updated-at.js';

checkTable(withdrawalsUpdatedAt, { fails: [{ fault: 'withdrawals-updated-before-created', codes: ['updated-before-created'] }] });
