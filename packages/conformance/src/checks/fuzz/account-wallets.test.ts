import { checkTable } from '../../support/check-table.testutil.js';
import { fuzzAccountWallets } from './account-wallets.js';

checkTable(fuzzAccountWallets, { fails: [{ fault: 'hostile-non-ascii-filter-500', codes: ['server-error'] }] });
