import { RECORD_CODES, recordCode } from '../../support/records.js';
import { sampleFindingsOutcome } from '../../support/record-sample.js';
import type { Check } from '../../types.js';
import { sampleTrades } from './_support/sample.js';
import { LIST_ENDPOINT } from './_support/target.js';

/** "Orders, trades, wallets and broker pairs use 16 fractional digits." */
export const tradesDecimalScale: Check = {
  id: 'trades.decimal-scale',
  title: 'Trades: every decimal string carries 16 fractional digits',
  requirements: ['TRD-RES-DECIMAL-SCALE'],
  codes: [recordCode('scale')],
  needs: { credentials: true, trades: 1 },
  section: 'Resources and their fields > Trade',
  endpoint: LIST_ENDPOINT,
  async run(ctx) {
    const sample = await sampleTrades(ctx);
    if ('status' in sample) return sample;
    return sampleFindingsOutcome('trade', 'trades', sample.records, sample.sources, { codes: ['scale'] });
  },
};
