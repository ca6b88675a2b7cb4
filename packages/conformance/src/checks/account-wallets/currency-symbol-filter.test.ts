import { checkTable } from '../../support/check-table.testutil.js';
import { accountWalletsCurrencySymbolFilter } from './currency-symbol-filter.js';

checkTable(accountWalletsCurrencySymbolFilter, { fails: [{ fault: 'wallets-currency-symbol-filter-ignored', codes: ['other-currency-returned'] }] });
