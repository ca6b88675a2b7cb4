import { noData } from '#support/outcome.js';
import { findingsOutcome, recordCodesOf, recordFindings } from '#support/records.js';
import type { Check } from '#types';
import { fetchReferenceList } from './_support/fetch-reference.js';

/** "Returns an array of Broker pair." Every listed field with its type; extra fields allowed here. */
export const brokerPairsSchema = {
  id: 'reference-data.broker-pairs-schema',
  title: 'Broker pairs: a bare array of Broker pair, every listed field present with its type',
  requirements: ['PAIR-LIST', 'PAIR-FIELDS'],
  codes: recordCodesOf('brokerPair', 'scale'),
  codeRequirements: { 'record-required': ['PAIR-FIELDS'], 'record-type': ['PAIR-FIELDS'], 'record-format': ['PAIR-FIELDS'], 'not-json-array': ['PAIR-LIST'] },
  needs: { brokerPairs: 1 },
  section: 'Resources and their fields > Broker pair',
  endpoint: 'GET /v1/broker-pairs',
  async run(ctx) {
    const list = await fetchReferenceList(ctx, '/v1/broker-pairs');
    if (!list.ok) return list.outcome;
    if (list.items.length === 0) return noData('GET /v1/broker-pairs returned no pairs: nothing to validate');
    // Record rules with a check of their own (broker-pairs-scale) are left to it.
    const findings = recordFindings('brokerPair', list.items, { mode: 'lenient', excludeCodes: ['scale'] });
    return findingsOutcome('broker pairs', findings, list.exchange, list.items);
  },
} as const satisfies Check;
