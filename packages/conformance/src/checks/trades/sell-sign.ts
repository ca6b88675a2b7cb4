import { BUY_NEGATIVE_FIELDS } from '@tarc/domain';
import { noData, passed } from '#support/outcome.js';
import type { Check } from '#types';
import { sampleTrades } from './_support/sample.js';
import { LIST_ENDPOINT } from '#support/trades-target.js';

/** Only the Buy sign rule is stated; how Sell trades sign their amounts is reported (OPEN-POINTS #11). */
export const tradesSellSign = {
  id: 'trades.sell-sign',
  title: "Trades: the signs of Sell trades' denominatorAmount, feeAmount and taxAmount (observed, OPEN-POINTS #11)",
  requirements: ['TRD-RES-SELL-SIGN'],
  codes: {},
  needs: { credentials: true, sellTrades: 1 },
  section: 'Resources and their fields > Trade',
  endpoint: LIST_ENDPOINT,
  async run(ctx) {
    const sample = await sampleTrades(ctx);
    if ('status' in sample) return sample;
    const sells = sample.records.filter((r) => r.side === 'Sell');
    if (sells.length === 0) return noData(`no Sell trade among the ${sample.records.length} trades sampled`);
    const counts = BUY_NEGATIVE_FIELDS.map((field) => {
      const negative = sells.filter((r) => String(r[field]).startsWith('-')).length;
      return `${field}: ${negative} negative of ${sells.length}`;
    });
    return passed(`Sell trades (only the Buy rule is stated): ${counts.join('; ')}`);
  },
} as const satisfies Check;
