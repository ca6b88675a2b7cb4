import { noData } from '#support/outcome.js';
import { findingsOutcome, recordCodesOf, recordFindings } from '#support/records.js';
import type { Check } from '#types';
import { fetchReferenceList } from './_support/fetch-reference.js';

/** "No parameters. Returns an array of Crypto asset." Every listed field with its type. */
export const cryptoAssetsSchema = {
  id: 'reference-data.crypto-assets-schema',
  title: 'Crypto assets: a bare array of Crypto asset, every listed field present with its type',
  requirements: ['ASSET-LIST', 'ASSET-FIELDS'],
  codes: recordCodesOf('cryptoAsset', 'scale'),
  codeRequirements: {
    'record-required': ['ASSET-FIELDS'],
    'record-type': ['ASSET-FIELDS'],
    'record-format': ['ASSET-FIELDS'],
    'record-range': ['ASSET-FIELDS'],
    'not-json-array': ['ASSET-LIST'],
  },
  section: 'Resources and their fields > Crypto asset',
  endpoint: 'GET /v1/crypto-assets',
  async run(ctx) {
    const list = await fetchReferenceList(ctx, '/v1/crypto-assets');
    if (!list.ok) return list.outcome;
    if (list.items.length === 0) return noData('GET /v1/crypto-assets returned no assets: nothing to validate');
    // Record rules with a check of their own (crypto-assets-scale) are left to it.
    const findings = recordFindings('cryptoAsset', list.items, { mode: 'lenient', excludeCodes: ['scale'] });
    return findingsOutcome('crypto assets', findings, list.exchange, list.items);
  },
} as const satisfies Check;
