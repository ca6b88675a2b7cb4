import { FEE_LEVELS } from '@tarc/domain';
import { Findings, fetchList, skipped } from '../../support/index.js';
import type { Check } from '../../types.js';
import { parseFeeText } from './fee-text.js';

/**
 * "The fee levels as listed (volume lower bound in USDT, maker decimal, taker decimal)": the decimal
 * fraction of makerFee and takerFee equals the table's value. The band text is not parsed: its form
 * is only "human-readable".
 */
export const feeLevelsValues: Check = {
  id: 'reference-data.fee-levels-values',
  title: "Fee levels: maker and taker fees are the spec table's values",
  requirements: ['FEE-TABLE-VALUES'],
  section: 'Resources and their fields > Fee level',
  endpoint: 'GET /v1/fee-levels',
  async run(ctx) {
    const list = await fetchList(ctx, '/v1/fee-levels');
    if (!list.ok) return list.outcome;
    const findings = new Findings();
    let compared = 0;
    for (const item of list.items) {
      const entry = FEE_LEVELS.find((e) => e.level === item.level);
      if (!entry) continue; // a level outside 1..8 is fee-levels-complete's finding
      for (const [field, expected] of [['makerFee', entry.maker], ['takerFee', entry.taker]] as const) {
        const text = parseFeeText(item[field]);
        if (!text) continue; // a text of another form is fee-levels-text's finding
        compared++;
        if (!text.fraction.equals(expected)) {
          findings.add(
            `level ${entry.level} ${field} is ${text.fraction.toString()}, the table lists ${expected.toString()}`,
            list.exchange.evidence({ expected: `${field} fraction ${expected.toString()}`, actual: String(item[field]), body: item }),
          );
        }
      }
    }
    if (compared === 0) return skipped('no fee level of 1 to 8 carried a fee text of the form %<percent> (<decimal fraction>)');
    return findings.outcome(`${compared} fee values match the table`);
  },
};
