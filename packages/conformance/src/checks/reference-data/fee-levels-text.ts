import { checkFeeLevel } from '@tarc/domain';
import { Findings, noData, unobservable } from '#support/outcome.js';
import type { Check } from '#types';
import { fetchReferenceList } from './_support/fetch-reference.js';
import { objectsOf } from '#support/objects.js';

const CODES = {
  'not-percent-text': 'makerFee or takerFee does not read %<percent> (<decimal fraction>) with both notations of one fee',
} as const;

/**
 * "makerFee | string | text of the form %<percent> (<decimal fraction>)" and "takerFee | string |
 * same form as makerFee". Both numbers are the same fee, so percent = fraction × 100.
 */
export const feeLevelsText = {
  id: 'reference-data.fee-levels-text',
  title: 'Fee levels: makerFee and takerFee read %<percent> (<decimal fraction>), one fee in two notations',
  requirements: ['FEE-TEXT-FORM'],
  codes: CODES,
  section: 'Resources and their fields > Fee level',
  endpoint: 'GET /v1/fee-levels',
  async run(ctx) {
    const list = await fetchReferenceList(ctx, '/v1/fee-levels');
    if (!list.ok) return list.outcome;
    const levels = objectsOf(list.items);
    if (levels.length === 0) return noData('GET /v1/fee-levels returned no levels');
    const texts = levels.reduce((n, l) => n + (typeof l.makerFee === 'string' ? 1 : 0) + (typeof l.takerFee === 'string' ? 1 : 0), 0);
    if (texts === 0) return unobservable('no fee level carried a makerFee or takerFee string (fee-levels-schema reports why)');
    const findings = new Findings(CODES);
    for (const item of levels) {
      for (const f of checkFeeLevel(item).filter((x) => x.code === 'format' || x.code === 'fee-percent')) {
        findings.add(
          'not-percent-text',
          `level ${JSON.stringify(item.level)}: ${f.message}`,
          list.exchange.evidence({ expected: `${f.field} like "%0.1 (0.001)"`, actual: JSON.stringify(item[f.field]), body: item }),
        );
      }
    }
    return findings.outcome(`${texts} fee texts of ${levels.length} levels read %<percent> (<decimal fraction>)`);
  },
} as const satisfies Check;
