import { checkTable } from '../../support/check-table.testutil.js';
import { fuzzCryptoNetworkFamilies } from './crypto-network-families.js';

checkTable(fuzzCryptoNetworkFamilies, { fails: [{ fault: 'hostile-repeated-parameter-500', codes: ['server-error'] }] });
