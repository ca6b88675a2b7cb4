import { checkTable } from '#test-support/check-table.js';
import { accountWalletsCurrencySymbolFilter } from './currency-symbol-filter.js';

checkTable(accountWalletsCurrencySymbolFilter, {
  fails: [
    { fault: 'wallets-filtered-ids-differ', codes: ['unlisted-wallet-returned', 'wallet-left-out'] },
    { fault: 'wallets-currency-symbol-filter-ignored', codes: ['other-currency-returned'] },
  ],
});
