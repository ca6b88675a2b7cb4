import { checkFeeLevels } from '@tarc/domain';
import { failed, passed } from '#support/outcome.js';
import type { Check } from '#types';
import { fetchReferenceList } from './_support/fetch-reference.js';
import { objectsOf } from '#support/objects.js';

const CODES = {
  'not-levels-1-to-8': 'the fee levels are not exactly the levels 1 to 8, each once',
} as const;

/**
 * "levels 1 to 8 are listed" with "Returns an array of Fee level (all levels)": each level once, and
 * no other. The domain's list findings about levels (not the fees of a level).
 */
export const feeLevelsComplete = {
  id: 'reference-data.fee-levels-complete',
  title: 'Fee levels: exactly the levels 1 to 8, each once',
  requirements: ['FEE-LEVELS-1-TO-8'],
  codes: CODES,
  section: 'Resources and their fields > Fee level',
  endpoint: 'GET /v1/fee-levels',
  async run(ctx) {
    const list = await fetchReferenceList(ctx, '/v1/fee-levels');
    if (!list.ok) return list.outcome;
    const levels = list.items.map((item) => JSON.stringify(objectsOf([item])[0]?.level ?? item)).join(', ');
    const findings = checkFeeLevels(list.items).filter((f) => f.code === 'fee-table' && (f.field === '' || f.field.endsWith('.level')));
    if (findings.length === 0) return passed('levels 1 to 8 are listed, each once');
    return failed('not-levels-1-to-8', findings.map((f) => f.message).join('; '), [
      list.exchange.evidence({ expected: 'levels 1, 2, 3, 4, 5, 6, 7, 8, each once', actual: `levels ${levels || '(none)'}` }),
    ]);
  },
} as const satisfies Check;
