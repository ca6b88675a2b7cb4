import { checkTable } from '#test-support/check-table.js';
import { accountWalletsDecimalScale } from './decimal-scale.js';

checkTable(accountWalletsDecimalScale, { fails: [{ fault: 'wallets-scale-8-digits', codes: ['record-scale'] }] });
