import { checkTable } from '#test-support/check-table.js';
import { accountWalletsDecimalScale } from './decimal-scale.js';

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

checkTable(accountWalletsDecimalScale, {
  fails: [{ fault: 'wallets-scale-8-digits', codes: ['record-scale'] }],
  canned: [
    { name: 'no wallets', context: answers([]), status: 'not-evaluated', reason: 'no-data' },
    { name: 'an envelope, not a list', context: answers({ wallets: [wallet({})] }), status: 'failed', codes: ['not-json-array'] },
    // A fund as a number is account-wallets.schema's finding; its scale cannot be measured.
    {
      name: 'every fund a number',
      context: answers([wallet({ orderFund: 1, requestFund: 0, totalFund: 1 })]),
      status: 'not-evaluated',
      reason: 'unobservable',
    },
    { name: 'a fund a number beside others of 16 digits', context: answers([wallet({ orderFund: 1 })]), status: 'passed' },
    {
      name: 'a fund a number beside one of 8 digits',
      context: answers([wallet({ orderFund: 1, totalFund: '1.00000000' })]),
      status: 'failed',
      codes: ['record-scale'],
    },
  ],
});
