import { checkTable } from '#test-support/check-table.js';
import { fuzzCryptoWithdrawals } from './crypto-withdrawals.js';

checkTable(fuzzCryptoWithdrawals, {
  fails: [
    { fault: 'hostile-quote-in-symbol-500', codes: ['server-error'] },
    { fault: 'hostile-negative-page-500', codes: ['server-error'] },
    { fault: 'hostile-unknown-parameter-500', codes: ['server-error'] },
    { fault: 'hostile-miscased-enum-500', codes: ['server-error'] },
  ],
});
