import { checkTable } from '#test-support/check-table.js';
import { answeringWith, cannedWallet } from '../../../test/support/canned-fixtures.js';
import { accountWalletsDecimalScale } from './decimal-scale.js';

checkTable(accountWalletsDecimalScale, {
  fails: [{ fault: 'wallets-scale-8-digits', codes: ['record-scale'] }],
  canned: [
    { name: 'no wallets', context: answeringWith([]), status: 'not-evaluated', reason: 'no-data' },
    { name: 'an envelope, not a list', context: answeringWith({ wallets: [cannedWallet({})] }), status: 'failed', codes: ['not-json-array'] },
    // A fund as a number is account-wallets.schema's finding; its scale cannot be measured.
    {
      name: 'every fund a number',
      context: answeringWith([cannedWallet({ orderFund: 1, requestFund: 0, totalFund: 1 })]),
      status: 'not-evaluated',
      reason: 'unobservable',
    },
    { name: 'a fund a number beside others of 16 digits', context: answeringWith([cannedWallet({ orderFund: 1 })]), status: 'passed' },
    {
      name: 'a fund a number beside one of 8 digits',
      context: answeringWith([cannedWallet({ orderFund: 1, totalFund: '1.00000000' })]),
      status: 'failed',
      codes: ['record-scale'],
    },
  ],
});
