import type { Level, NotEvaluatedReason } from '@tarc/conformance';
import type { CheckResult, CountsByStatus, RunReport, Verdict } from '../types.js';
import { failsRun } from './levels.js';

const empty = (): CountsByStatus => ({ total: 0, passed: 0, failed: 0, notEvaluated: 0 });

function add(counts: CountsByStatus, result: CheckResult): void {
  counts.total++;
  if (result.status === 'not-evaluated') counts.notEvaluated++;
  else counts[result.status]++;
}

/** A non-evaluation that leaves its requirements unevaluated: any but `not-applicable`. */
export const leavesUnevaluated = (r: CheckResult): boolean => r.status === 'not-evaluated' && r.reason !== 'not-applicable';

/**
 * "N of M MUST requirements evaluated": a MUST requirement counts as evaluated when every check of
 * the run naming it was evaluated (or found the rule moot); as accepted when the rest were accepted
 * by `--accept-skip`.
 */
function mustCoverage(results: readonly CheckResult[]): RunReport['summary']['mustRequirements'] {
  const state = new Map<string, 'evaluated' | 'accepted' | 'not-evaluated'>();
  for (const r of results) {
    for (const ref of r.spec) {
      if (ref.level !== 'MUST') continue;
      const now = !leavesUnevaluated(r) ? 'evaluated' : r.accepted ? 'accepted' : 'not-evaluated';
      const before = state.get(ref.requirement);
      if (before === 'not-evaluated' || (before === 'accepted' && now === 'evaluated')) continue;
      state.set(ref.requirement, now);
    }
  }
  const ids = (s: string) =>
    [...state.entries()]
      .filter(([, v]) => v === s)
      .map(([k]) => k)
      .sort();
  return { total: state.size, evaluated: ids('evaluated').length, accepted: ids('accepted'), notEvaluated: ids('not-evaluated') };
}

/** Counts by status, level and section, MUST coverage, and the verdict under `failOn`. */
export function summarize(results: readonly CheckResult[], failOn: 'must' | 'should', reachable: boolean, requests: number): RunReport['summary'] {
  const all = empty();
  const byLevel: Record<Level, CountsByStatus> = { MUST: empty(), SHOULD: empty(), INFO: empty() };
  const bySection: Record<string, CountsByStatus> = {};
  const byReason: Partial<Record<NotEvaluatedReason, number>> = {};
  for (const r of results) {
    add(all, r);
    add(byLevel[r.level], r);
    add((bySection[r.section] ??= empty()), r);
    if (r.status === 'not-evaluated' && r.reason) byReason[r.reason] = (byReason[r.reason] ?? 0) + 1;
  }
  const mustRequirements = mustCoverage(results);
  const failing = results.some((r) => r.status === 'failed' && failsRun(r.level, failOn));
  const unevaluatedMust = results.some((r) => r.level === 'MUST' && leavesUnevaluated(r) && !r.accepted);
  const verdict: Verdict = !reachable ? 'error' : failing ? 'fail' : unevaluatedMust ? 'inconclusive' : 'pass';
  return { ...all, verdict, byLevel, bySection, notEvaluatedByReason: byReason, mustRequirements, requests };
}

/** The checks that decide a failing verdict. */
export function failingResults(report: Pick<RunReport, 'results' | 'failOn'>): CheckResult[] {
  return report.results.filter((r) => r.status === 'failed' && failsRun(r.level, report.failOn));
}

/** The MUST checks that make a run inconclusive: not evaluated, not moot, not accepted. */
export function inconclusiveResults(report: Pick<RunReport, 'results'>): CheckResult[] {
  return report.results.filter((r) => r.level === 'MUST' && leavesUnevaluated(r) && !r.accepted);
}

/** "N of M MUST requirements evaluated" (and how many were accepted unevaluated). */
export function coverageLine(summary: RunReport['summary']): string {
  const m = summary.mustRequirements;
  const accepted = m.accepted.length > 0 ? `, ${m.accepted.length} accepted not evaluated (--accept-skip)` : '';
  return `${m.evaluated} of ${m.total} MUST requirements evaluated${accepted}`;
}
