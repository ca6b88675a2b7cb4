import type { CheckResult } from '../types.js';
import { globToRegExp, matchesAny } from './glob.js';
import { leavesUnevaluated } from './summary.js';

/**
 * `--accept-skip GLOB`: non-evaluations the user accepts by name (a check id, or a requirement id
 * of the check), so they do not make the run inconclusive. The report still lists them as not
 * evaluated, marked accepted.
 */
export function acceptNonEvaluations(results: readonly CheckResult[], globs: readonly string[]): CheckResult[] {
  if (globs.length === 0) return [...results];
  const patterns = globs.map(globToRegExp);
  return results.map((r) =>
    leavesUnevaluated(r) && (matchesAny(r.id, patterns) || r.requirements.some((id) => matchesAny(id, patterns))) ? { ...r, accepted: true } : r,
  );
}
