import { FEE_TABLE, checkFeeLevel } from '@tarc/domain';
import { Findings, noData, unobservable } from '#support/outcome.js';
import type { Check } from '#types';
import { fetchReferenceList } from './_support/fetch-reference.js';
import { objectsOf } from '#support/objects.js';

const FEE_FIELDS = new Set(['makerFee', 'takerFee']);

const CODES = {
  'not-table-value': "a fee level's value differs from the spec's fee table",
} as const;

/**
 * "The fee levels as listed (volume lower bound in USDT, maker decimal, taker decimal)": the decimal
 * fraction of makerFee and takerFee is the table's value for the level. The band text is not parsed:
 * its form is only "human-readable".
 */
export const feeLevelsValues = {
  id: 'reference-data.fee-levels-values',
  title: "Fee levels: maker and taker fees are the spec table's values",
  requirements: ['FEE-TABLE-VALUES'],
  codes: CODES,
  section: 'Resources and their fields > Fee level',
  endpoint: 'GET /v1/fee-levels',
  async run(ctx) {
    const list = await fetchReferenceList(ctx, '/v1/fee-levels');
    if (!list.ok) return list.outcome;
    const levels = objectsOf(list.items);
    if (levels.length === 0) return noData('GET /v1/fee-levels returned no levels');
    const findings = new Findings(CODES);
    let compared = 0;
    for (const item of levels) {
      if (!FEE_TABLE.some((e) => e.level === item.level)) continue; // a level outside 1..8 is fee-levels-complete's
      const all = checkFeeLevel(item);
      // Only fee texts that could be read: the others are fee-levels-text's finding.
      compared += [...FEE_FIELDS].filter((field) => typeof item[field] === 'string' && !all.some((f) => f.field === field && f.code === 'format')).length;
      for (const f of all.filter((x) => x.code === 'fee-table' && FEE_FIELDS.has(x.field))) {
        findings.add(
          'not-table-value',
          `level ${JSON.stringify(item.level)}: ${f.message}`,
          list.exchange.evidence({ expected: f.message, actual: String(item[f.field]), body: item }),
        );
      }
    }
    if (compared === 0) return unobservable('no fee level of 1 to 8 carried a readable fee text to compare with the table');
    return findings.outcome(`${compared} fees of ${levels.length} levels match the table`);
  },
} as const satisfies Check;
