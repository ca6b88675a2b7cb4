import { checkFeeLevel } from '@tarc/domain';
import { Findings, fetchList, skipped } from '../../support/index.js';
import type { Check } from '../../types.js';

const FEE_FIELDS = new Set(['makerFee', 'takerFee']);

/**
 * "The fee levels as listed (volume lower bound in USDT, maker decimal, taker decimal)": the decimal
 * fraction of makerFee and takerFee is the table's value for the level. The band text is not parsed:
 * its form is only "human-readable".
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
    if (list.items.length === 0) return skipped('GET /v1/fee-levels returned no levels');
    const findings = new Findings();
    for (const item of list.items) {
      for (const f of checkFeeLevel(item).filter((x) => x.code === 'fee-table' && FEE_FIELDS.has(x.field))) {
        findings.add(
          `level ${JSON.stringify(item.level)}: ${f.message}`,
          list.exchange.evidence({ expected: f.message, actual: String(item[f.field]), body: item }),
        );
      }
    }
    return findings.outcome(`the fees of ${list.items.length} levels match the table`);
  },
};
