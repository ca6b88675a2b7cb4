import { checkTable } from '#test-support/check-table.js';
import { cryptoAssetsScale } from './crypto-assets-scale.js';

// The second: one wrong asset past the judge's first 1,000 records of an answer; this check reads the list whole.
checkTable(cryptoAssetsScale, {
  fails: [
    { fault: 'crypto-assets-scale-mismatch', codes: ['not-asset-scale'] },
    { fault: 'crypto-assets-scale-past-1000', codes: ['not-asset-scale'] },
  ],
});
