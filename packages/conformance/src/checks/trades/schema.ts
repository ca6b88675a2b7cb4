import { recordCodesOf } from '#support/records.js';
import { sampleFindingsOutcome } from '#support/record-sample.js';
import type { Check } from '#types';
import { sampleTrades } from './_support/sample.js';
import { LIST_ENDPOINT } from '#support/trades-target.js';

/** Every field of the Trade table with its type, side and feeType as written, createdAt a timestamp. */
export const tradesSchema = {
  id: 'trades.schema',
  title: 'Trades (list and single): fields, types, enums and timestamp format of the Trade table',
  requirements: ['TRD-RES-FIELDS', 'TRD-RES-ENUMS', 'TRD-RES-TIMESTAMP', 'TRD-LIST-RESPONSE'],
  codes: recordCodesOf('trade', 'scale', 'sign'),
  codeRequirements: {
    'record-required': ['TRD-RES-FIELDS', 'TRD-LIST-RESPONSE'],
    'record-type': ['TRD-RES-FIELDS', 'TRD-LIST-RESPONSE'],
    'record-format': ['TRD-RES-FIELDS', 'TRD-RES-TIMESTAMP', 'TRD-LIST-RESPONSE'],
    'record-enum': ['TRD-RES-ENUMS', 'TRD-LIST-RESPONSE'],
    'not-json-array': ['TRD-LIST-RESPONSE'],
  },
  needs: { credentials: true, trades: 1 },
  section: 'Resources and their fields > Trade',
  endpoint: LIST_ENDPOINT,
  async run(ctx) {
    const sample = await sampleTrades(ctx);
    if ('status' in sample) return sample;
    // Scale and the Buy sign rule have checks of their own; extra fields are at most SHOULD.
    return sampleFindingsOutcome('trade', 'trades', sample.records, sample.sources, { excludeCodes: ['scale', 'sign', 'extra-field'] });
  },
} as const satisfies Check;
