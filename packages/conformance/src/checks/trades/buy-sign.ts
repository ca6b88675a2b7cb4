import { noData, passed } from '#support/outcome.js';
import { RECORD_CODES } from '#support/records.js';
import { pickCodes } from '#support/codes.js';
import { sampleFindingsOutcome } from '#support/record-sample.js';
import type { Check } from '#types';
import { sampleTrades } from './_support/sample.js';
import { LIST_ENDPOINT } from '#support/trades-target.js';

/** "signed; a Buy trade carries a negative value" (denominatorAmount, feeAmount, taxAmount). */
export const tradesBuySign = {
  id: 'trades.buy-sign',
  title: 'Trades: a Buy trade carries negative denominatorAmount, feeAmount and taxAmount',
  requirements: ['TRD-RES-BUY-NEGATIVE'],
  codes: pickCodes(RECORD_CODES, 'record-sign'),
  needs: { credentials: true, buyTrades: 1 },
  section: 'Resources and their fields > Trade',
  endpoint: LIST_ENDPOINT,
  async run(ctx) {
    const sample = await sampleTrades(ctx);
    if ('status' in sample) return sample;
    const buys = sample.records.filter((r) => r.side === 'Buy').length;
    if (buys === 0) return noData(`no Buy trade among the ${sample.records.length} trades sampled`);
    const outcome = sampleFindingsOutcome('trade', 'trades', sample.records, sample.sources, { codes: ['sign'] });
    if (outcome.status !== 'passed') return outcome;
    return passed(`${buys} Buy trades carry negative (or zero) denominatorAmount, feeAmount and taxAmount`);
  },
} as const satisfies Check;
