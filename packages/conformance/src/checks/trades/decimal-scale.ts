import { RECORD_CODES } from '#support/records.js';
import { pickCodes } from '#support/codes.js';
import { recordsOfOtherPairs, sampleFindingsOutcome } from '#support/record-sample.js';
import type { Check } from '#types';
import { sampleTrades } from './_support/sample.js';
import { LIST_ENDPOINT } from '#support/trades-target.js';

/** "Orders, trades, wallets and broker pairs use 16 fractional digits.", on every discovered pair. */
export const tradesDecimalScale = {
  id: 'trades.decimal-scale',
  title: 'Trades: every decimal string carries 16 fractional digits',
  requirements: ['TRD-RES-DECIMAL-SCALE'],
  codes: pickCodes(RECORD_CODES, 'record-scale'),
  needs: { credentials: true, trades: 1 },
  section: 'Resources and their fields > Trade',
  endpoint: LIST_ENDPOINT,
  async run(ctx) {
    const sample = await sampleTrades(ctx);
    if ('status' in sample) return sample;
    // Every discovered pair, not only the sampled ones: the others from the lists the run already read.
    const others = recordsOfOtherPairs(ctx, '/v1/trades', sample.records);
    return sampleFindingsOutcome(
      'trade',
      'trades',
      [...sample.records, ...others.records],
      [...sample.sources, ...others.sources],
      { codes: ['scale'] },
      `${sample.records.length} sampled trades and those of ${others.pairs.length} other pairs the run read checked`,
    );
  },
} as const satisfies Check;
