import { RECORD_CODES } from '#support/records.js';
import { pickCodes } from '#support/codes.js';
import { sampleFindingsOutcome } from '#support/record-sample.js';
import type { Check } from '#types';
import { sampleTrades } from './_support/sample.js';
import { LIST_ENDPOINT } from '#support/trades-target.js';

/** OPEN-POINTS #13: fields beyond the Trade table's are reported at SHOULD, never MUST. */
export const tradesNoExtraFields = {
  id: 'trades.no-extra-fields',
  title: 'Trades carry only the fields the Trade table lists',
  requirements: ['TRD-RES-NO-EXTRA-FIELDS'],
  codes: pickCodes(RECORD_CODES, 'record-extra-field'),
  needs: { credentials: true, trades: 1 },
  section: 'Resources and their fields > Trade',
  endpoint: LIST_ENDPOINT,
  async run(ctx) {
    const sample = await sampleTrades(ctx);
    if ('status' in sample) return sample;
    return sampleFindingsOutcome('trade', 'trades', sample.records, sample.sources, { mode: 'strict', codes: ['extra-field'] });
  },
} as const satisfies Check;
