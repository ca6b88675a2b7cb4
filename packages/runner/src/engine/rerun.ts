// `tarc rerun`: which checks of an earlier report to run again, and what became of each.
import type { CheckResult, RerunOutcome, RerunOutcomeName, RunReport } from '../types.js';
import { leavesUnevaluated } from './summary.js';

/** The checks a rerun runs: the failed ones and those not evaluated (a moot rule, `not-applicable`, stays moot). */
export function checksToRerun(report: RunReport): CheckResult[] {
  return report.results.filter((r) => r.status === 'failed' || leavesUnevaluated(r));
}

function outcomeOf(before: CheckResult, after: CheckResult | undefined): RerunOutcomeName {
  if (!after) return 'not-run';
  // FIXED is a failure that passes now; a check that could not be evaluated before was never broken.
  if (after.status === 'passed') return before.status === 'failed' ? 'fixed' : 'now-passing';
  if (after.status === 'failed') return before.status === 'failed' ? 'still-failing' : 'now-failing';
  return before.status === 'failed' ? 'now-not-evaluated' : 'still-not-evaluated';
}

/** Each rerun check: its status before and after, and the outcome in words a CI log can show. */
export function rerunOutcomes(before: readonly CheckResult[], after: readonly CheckResult[]): RerunOutcome[] {
  const now = new Map(after.map((r) => [r.id, r]));
  return before.map((b) => {
    const a = now.get(b.id);
    return { id: b.id, before: b.status, after: a ? a.status : 'missing', outcome: outcomeOf(b, a) };
  });
}
