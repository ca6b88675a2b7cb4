import { noData } from '#support/outcome.js';
import { findingsOutcome, recordCodesOf, recordFindings } from '#support/records.js';
import type { Check } from '#types';
import { fetchReferenceList } from './_support/fetch-reference.js';

/** "Returns an array of Crypto network family, each with its networks." Families and networks. */
export const networkFamiliesSchema = {
  id: 'reference-data.network-families-schema',
  title: 'Crypto network families: a bare array of families, each with its networks, every listed field with its type',
  requirements: ['NETF-LIST', 'NETF-FIELDS'],
  codes: recordCodesOf('cryptoNetworkFamily', 'family-id'),
  codeRequirements: { 'record-required': ['NETF-FIELDS'], 'record-type': ['NETF-FIELDS'], 'not-json-array': ['NETF-LIST'] },
  section: 'Resources and their fields > Crypto network family',
  endpoint: 'GET /v1/crypto-network-families',
  async run(ctx) {
    const list = await fetchReferenceList(ctx, '/v1/crypto-network-families');
    if (!list.ok) return list.outcome;
    if (list.items.length === 0) return noData('GET /v1/crypto-network-families returned no families: nothing to validate');
    // Record rules with a check of their own (network-families-family-id) are left to it.
    const findings = recordFindings('cryptoNetworkFamily', list.items, { mode: 'lenient', excludeCodes: ['family-id'] });
    return findingsOutcome('crypto network families', findings, list.exchange, list.items);
  },
} as const satisfies Check;
