import { failed, fetchList, passed } from '../../support/index.js';
import type { Check } from '../../types.js';

const EXPECTED = [1, 2, 3, 4, 5, 6, 7, 8];

/** "levels 1 to 8 are listed" with "Returns an array of Fee level (all levels)": each once, no other. */
export const feeLevelsComplete: Check = {
  id: 'reference-data.fee-levels-complete',
  title: 'Fee levels: exactly the levels 1 to 8, each once',
  requirements: ['FEE-LEVELS-1-TO-8'],
  section: 'Resources and their fields > Fee level',
  endpoint: 'GET /v1/fee-levels',
  async run(ctx) {
    const list = await fetchList(ctx, '/v1/fee-levels');
    if (!list.ok) return list.outcome;
    const levels = list.items.map((item) => item.level);
    const missing = EXPECTED.filter((level) => !levels.includes(level));
    const unexpected = levels.filter((level) => typeof level !== 'number' || !EXPECTED.includes(level));
    const repeated = EXPECTED.filter((level) => levels.filter((l) => l === level).length > 1);
    if (missing.length === 0 && unexpected.length === 0 && repeated.length === 0) {
      return passed('levels 1 to 8 are listed, each once');
    }
    const parts = [
      missing.length > 0 ? `missing level(s) ${missing.join(', ')}` : '',
      unexpected.length > 0 ? `unexpected level(s) ${unexpected.map((l) => JSON.stringify(l)).join(', ')}` : '',
      repeated.length > 0 ? `repeated level(s) ${repeated.join(', ')}` : '',
    ].filter(Boolean);
    return failed(parts.join('; '), [
      list.exchange.evidence({ expected: 'levels 1, 2, 3, 4, 5, 6, 7, 8', actual: `levels ${levels.map((l) => JSON.stringify(l)).join(', ')}` }),
    ]);
  },
};
