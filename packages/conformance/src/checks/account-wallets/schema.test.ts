import { checkTable } from '#test-support/check-table.js';
import { accountWalletsSchema } from './schema.js';

const SIXTEEN = '1.0000000000000000';
const wallet = (funds: Record<string, unknown>) => ({
  id: '1',
  accountId: '1',
  currencySymbol: 'BTC',
  orderFund: SIXTEEN,
  requestFund: SIXTEEN,
  totalFund: SIXTEEN,
  ...funds,
});
/** GET /v1/account-wallets answers `json`. */
const answers = (json: unknown) => ({ respond: () => ({ status: 200, json }) });

checkTable(accountWalletsSchema, {
  fails: [
    { fault: 'wallets-fields-malformed', codes: ['record-format', 'record-required'] },
    { fault: 'wallets-total-fund-number', codes: ['record-type'] },
    { fault: 'wallets-envelope', codes: ['not-json-array'] },
  ],
  canned: [
    { name: 'no wallets', context: answers([]), status: 'not-evaluated', reason: 'no-data' },
    // The scale is account-wallets.decimal-scale's finding.
    { name: 'a fund of 8 digits', context: answers([wallet({ totalFund: '1.00000000' })]), status: 'passed' },
  ],
});
