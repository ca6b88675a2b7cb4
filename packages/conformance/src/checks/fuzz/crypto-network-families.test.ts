import { checkTable } from '#test-support/check-table.js';
import { fuzzCryptoNetworkFamilies } from './crypto-network-families.js';

checkTable(fuzzCryptoNetworkFamilies, { fails: [{ fault: 'hostile-repeated-parameter-500', codes: ['server-error'] }] });
