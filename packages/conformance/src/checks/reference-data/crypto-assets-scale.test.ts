import { checkTable } from '../../../test/support/check-table.js';
import { cryptoAssetsScale } from './crypto-assets-scale.js';

checkTable(cryptoAssetsScale, { fails: [{ fault: 'crypto-assets-scale-mismatch', codes: ['not-asset-scale'] }] });
