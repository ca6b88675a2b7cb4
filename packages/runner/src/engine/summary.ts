import type { Level } from '@tarc/conformance';
import type { CheckResult, CountsByStatus, RunReport, Verdict } from '../types.js';
import { failsRun } from './levels.js';

const empty = (): CountsByStatus => ({ total: 0, passed: 0, failed: 0, skipped: 0 });

function add(counts: CountsByStatus, result: CheckResult): void {
  counts.total++;
  counts[result.status]++;
}

/** Counts by status, level and section, and the verdict under `failOn`. */
export function summarize(
  results: readonly CheckResult[],
  failOn: 'must' | 'should',
  reachable: boolean,
  requests: number,
): RunReport['summary'] {
  const all = empty();
  const byLevel: Record<Level, CountsByStatus> = { MUST: empty(), SHOULD: empty(), INFO: empty() };
  const bySection: Record<string, CountsByStatus> = {};
  for (const r of results) {
    add(all, r);
    add(byLevel[r.level], r);
    add((bySection[r.section] ??= empty()), r);
  }
  const failing = results.some((r) => r.status === 'failed' && failsRun(r.level, failOn));
  const verdict: Verdict = !reachable || failing ? 'fail' : 'pass';
  return { ...all, verdict, byLevel, bySection, requests };
}

/** The checks that decide a failing verdict. */
export function failingResults(report: Pick<RunReport, 'results' | 'failOn'>): CheckResult[] {
  return report.results.filter((r) => r.status === 'failed' && failsRun(r.level, report.failOn));
}
