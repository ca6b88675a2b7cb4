import { checkTable } from '#test-support/check-table.js';
import { fuzzAccountWallets } from './account-wallets.js';

checkTable(fuzzAccountWallets, { fails: [{ fault: 'hostile-non-ascii-filter-500', codes: ['server-error'] }] });
