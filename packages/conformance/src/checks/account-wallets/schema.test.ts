import { checkTable } from '#test-support/check-table.js';
import { accountWalletsSchema } from './schema.js';

checkTable(accountWalletsSchema, {
  fails: [
    { fault: 'wallets-fields-malformed', codes: ['record-format', 'record-required'] },
    { fault: 'wallets-total-fund-number', codes: ['record-type'] },
    { fault: 'wallets-envelope', codes: ['not-json-array'] },
  ],
});
