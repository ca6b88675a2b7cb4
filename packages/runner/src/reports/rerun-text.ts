import type { RerunOutcomeName, RunReport } from '../types.js';

const WORDS: Record<RerunOutcomeName, string> = {
  fixed: 'FIXED',
  'now-passing': 'passed (was not evaluated: nothing was fixed)',
  'still-failing': 'still failing',
  'still-not-evaluated': 'still not evaluated',
  'now-failing': 'now failing (was not evaluated)',
  'now-not-evaluated': 'not evaluated this time (was failing)',
  'not-run': 'not run (no longer in the suite)',
};

/** `tarc rerun`: one line per check of the earlier report that had failed or was not evaluated. */
export function rerunLines(rerun: NonNullable<RunReport['rerun']>): string[] {
  const count = (name: RerunOutcomeName) => rerun.outcomes.filter((o) => o.outcome === name).length;
  return [
    `Rerun of ${rerun.of}: ${count('fixed')} fixed, ${count('now-passing') ? `${count('now-passing')} now evaluated and passing, ` : ''}${count('still-failing') + count('now-failing')} failing, ${count('still-not-evaluated')} still not evaluated${count('not-run') ? `, ${count('not-run')} not run` : ''}`,
    ...rerun.outcomes.map((o) => `  ${o.id}: ${WORDS[o.outcome]}`),
  ];
}
