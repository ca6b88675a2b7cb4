import { checkTable } from '../../support/check-table.testutil.js';
import { cryptoAssetsNetworkExists } from './crypto-assets-network-exists.js';

checkTable(cryptoAssetsNetworkExists, { fails: [{ fault: 'crypto-assets-dangling-network', codes: ['unknown-network'] }] });
