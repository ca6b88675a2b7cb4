import { noData } from '#support/outcome.js';
import { findingsOutcome, recordCodesOf, recordFindings } from '#support/records.js';
import type { Check } from '#types';
import { fetchReferenceList } from './_support/fetch-reference.js';

/** "No parameters. Returns an array of Fee level (all levels)." Every listed field with its type. */
export const feeLevelsSchema = {
  id: 'reference-data.fee-levels-schema',
  title: 'Fee levels: a bare array of Fee level, every listed field present with its type',
  requirements: ['FEE-LIST', 'FEE-FIELDS'],
  codes: recordCodesOf('feeLevel', 'format', 'fee-percent', 'fee-table', 'volume-range'),
  codeRequirements: { 'record-required': ['FEE-FIELDS'], 'record-type': ['FEE-FIELDS'], 'not-json-array': ['FEE-LIST'], 'unexpected-status': ['FEE-LIST'] },
  section: 'Resources and their fields > Fee level',
  endpoint: 'GET /v1/fee-levels',
  async run(ctx) {
    const list = await fetchReferenceList(ctx, '/v1/fee-levels');
    if (!list.ok) return list.outcome;
    if (list.items.length === 0) return noData('GET /v1/fee-levels returned no levels: nothing to validate');
    // Record rules with a check of their own (the fee-levels-* checks) are left to it.
    const findings = recordFindings('feeLevel', list.items, { mode: 'lenient', excludeCodes: ['format', 'fee-percent', 'fee-table', 'volume-range'] });
    return findingsOutcome('fee levels', findings, list.exchange, list.items);
  },
} as const satisfies Check;
