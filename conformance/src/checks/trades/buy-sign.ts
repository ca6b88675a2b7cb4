import { BUY_NEGATIVE_FIELDS } from '@tarc/domain';
import { passed, skipped } from '../../support/outcome.js';
import { sampleFindingsOutcome } from '../../support/record-sample.js';
import type { Check } from '../../types.js';
import { sampleTrades } from './_support/sample.js';
import { LIST_ENDPOINT } from './_support/target.js';

/** How the Sell trades of the sample carry their signed amounts (OPEN-POINTS #11: INFO only). */
function sellSigns(records: readonly Record<string, unknown>[]): string {
  const sells = records.filter((r) => r.side === 'Sell');
  if (sells.length === 0) return 'no Sell trade in the sample';
  const negative = sells.filter((r) => BUY_NEGATIVE_FIELDS.some((f) => String(r[f]).startsWith('-'))).length;
  return `Sell trades (not checked, OPEN-POINTS #11): ${negative} of ${sells.length} carry a negative amount`;
}

/** "signed; a Buy trade carries a negative value" (denominatorAmount, feeAmount, taxAmount). */
export const tradesBuySign: Check = {
  id: 'trades.buy-sign',
  title: 'Trades: a Buy trade carries negative denominatorAmount, feeAmount and taxAmount',
  requirements: ['TRD-RES-BUY-NEGATIVE', 'TRD-RES-SELL-SIGN'],
  section: 'Resources and their fields > Trade',
  endpoint: LIST_ENDPOINT,
  async run(ctx) {
    const sample = await sampleTrades(ctx);
    if ('status' in sample) return sample;
    const buys = sample.records.filter((r) => r.side === 'Buy').length;
    if (buys === 0) return skipped(`no Buy trade among the ${sample.records.length} trades sampled`);
    const outcome = sampleFindingsOutcome('trade', 'trades', sample.records, sample.sources, { codes: ['sign'] });
    if (outcome.status !== 'passed') return outcome;
    return passed(`${buys} Buy trades carry negative (or zero) signed amounts; ${sellSigns(sample.records)}`);
  },
};
