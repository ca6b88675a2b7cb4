import { STANDARD_SCALE, hasScale } from '@tarc/domain';
import { Findings, fetchList, skipped } from '../../support/index.js';
import type { Check } from '../../types.js';

/** The decimal-string fields of the Broker pair table. */
const DECIMAL_FIELDS = [
  'minExchangeValue',
  'tickSize',
  'minPrice',
  'maxPrice',
  'maximumOrderAmount',
  'maximumLimitOrderPrice',
  'minimumLimitOrderPrice',
] as const;

export const brokerPairsScale: Check = {
  id: 'reference-data.broker-pairs-scale',
  title: 'Broker pairs: every decimal string carries exactly 16 fractional digits',
  requirements: ['GEN-DECIMAL-SCALE-16'],
  section: 'Resources and their fields > Broker pair',
  endpoint: 'GET /v1/broker-pairs',
  async run(ctx) {
    const list = await fetchList(ctx, '/v1/broker-pairs');
    if (!list.ok) return list.outcome;
    if (list.items.length === 0) return skipped('GET /v1/broker-pairs returned no pairs: nothing to check');
    const findings = new Findings();
    let compared = 0;
    for (const pair of list.items) {
      for (const field of DECIMAL_FIELDS) {
        const value = pair[field];
        if (typeof value !== 'string') continue; // a missing or non-string field is the schema check's finding
        compared++;
        // "Orders, trades, wallets and broker pairs use 16 fractional digits."
        if (!hasScale(value, STANDARD_SCALE)) {
          findings.add(
            `pair ${JSON.stringify(pair.symbol ?? pair.id)} ${field} is ${JSON.stringify(value)}, not 16 fractional digits`,
            list.exchange.evidence({ expected: `${field} with 16 fractional digits`, actual: value, body: pair }),
          );
        }
      }
    }
    if (compared === 0) return skipped('no broker pair carried a decimal string to check');
    return findings.outcome(`${compared} decimal strings of ${list.items.length} pairs carry 16 fractional digits`);
  },
};
