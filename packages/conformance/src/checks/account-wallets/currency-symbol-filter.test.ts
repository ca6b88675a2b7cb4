import { checkTable } from '#test-support/check-table.js';
import { accountWalletsCurrencySymbolFilter } from './currency-symbol-filter.js';

checkTable(accountWalletsCurrencySymbolFilter, { fails: [{ fault: 'wallets-currency-symbol-filter-ignored', codes: ['other-currency-returned'] }] });
