import { checkTable } from '#test-support/check-table.js';
import { cryptoAssetsNetworkExists } from './crypto-assets-network-exists.js';

checkTable(cryptoAssetsNetworkExists, { fails: [{ fault: 'crypto-assets-dangling-network', codes: ['unknown-network'] }] });
