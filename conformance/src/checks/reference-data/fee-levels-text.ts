import { Findings, fetchList, skipped } from '../../support/index.js';
import type { Check } from '../../types.js';
import { parseFeeText } from './fee-text.js';

/**
 * "makerFee | string | text of the form %<percent> (<decimal fraction>)" and "takerFee | string |
 * same form as makerFee". Both numbers are the same fee, so percent = fraction × 100.
 */
export const feeLevelsText: Check = {
  id: 'reference-data.fee-levels-text',
  title: 'Fee levels: makerFee and takerFee read %<percent> (<decimal fraction>), one fee in two notations',
  requirements: ['FEE-TEXT-FORM'],
  section: 'Resources and their fields > Fee level',
  endpoint: 'GET /v1/fee-levels',
  async run(ctx) {
    const list = await fetchList(ctx, '/v1/fee-levels');
    if (!list.ok) return list.outcome;
    if (list.items.length === 0) return skipped('GET /v1/fee-levels returned no levels');
    const findings = new Findings();
    for (const item of list.items) {
      for (const field of ['makerFee', 'takerFee'] as const) {
        const value = item[field];
        const text = parseFeeText(value);
        if (!text) {
          findings.add(
            `level ${JSON.stringify(item.level)} ${field} ${JSON.stringify(value)} is not of the form %<percent> (<decimal fraction>)`,
            list.exchange.evidence({ expected: `${field} like "%0.1 (0.001)"`, actual: JSON.stringify(value), body: item }),
          );
        } else if (!text.percent.equals(text.fraction.times(100))) {
          findings.add(
            `level ${JSON.stringify(item.level)} ${field} ${JSON.stringify(value)}: ${text.percent.toString()}% is not ${text.fraction.toString()}`,
            list.exchange.evidence({
              expected: `percent ${text.fraction.times(100).toString()} for the fraction ${text.fraction.toString()}`,
              actual: String(value),
              body: item,
            }),
          );
        }
      }
    }
    return findings.outcome(`${list.items.length * 2} fee texts read %<percent> (<decimal fraction>)`);
  },
};
