import { checkTable } from '#test-support/check-table.js';
import { fuzzCryptoDeposits } from './crypto-deposits.js';

checkTable(fuzzCryptoDeposits, {
  fails: [
    { fault: 'hostile-control-character-500', codes: ['server-error'] },
    { fault: 'hostile-negative-page-500', codes: ['server-error'] },
    { fault: 'hostile-far-year-valid-500', codes: ['server-error'] },
    { fault: 'hostile-miscased-enum-500', codes: ['server-error'] },
  ],
});
