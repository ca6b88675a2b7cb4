import { checkTable } from '#test-support/check-table.js';
import { fuzzCryptoAssets } from './crypto-assets.js';

checkTable(fuzzCryptoAssets, { fails: [{ fault: 'hostile-control-character-500', codes: ['server-error'] }] });
