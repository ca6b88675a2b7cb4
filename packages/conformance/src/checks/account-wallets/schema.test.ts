import { checkTable } from '#test-support/check-table.js';
import { answeringWith, cannedWallet } from '../../../test/support/canned-fixtures.js';
import { accountWalletsSchema } from './schema.js';

checkTable(accountWalletsSchema, {
  fails: [
    { fault: 'wallets-fields-malformed', codes: ['record-format', 'record-required'] },
    { fault: 'wallets-total-fund-number', codes: ['record-type'] },
    { fault: 'wallets-envelope', codes: ['not-json-array'] },
  ],
  canned: [
    { name: 'no wallets', context: answeringWith([]), status: 'not-evaluated', reason: 'no-data' },
    // The scale is account-wallets.decimal-scale's finding.
    { name: 'a fund of 8 digits', context: answeringWith([cannedWallet({ totalFund: '1.00000000' })]), status: 'passed' },
  ],
});
