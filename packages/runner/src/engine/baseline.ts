// --baseline: the verdict becomes a comparison with a team's expectations. Known failures (the same
// check failing with no new finding code) and expected non-evaluations do not fail the run; a new
// failure or a MUST check missing from the run does; a new MUST non-evaluation makes it
// inconclusive, as it would without a baseline. A fixed check is reported, and fails the run only
// under --baseline-strict (so the file gets updated).
import type { BaselineComparison, CheckResult, RunReport, Verdict } from '../types.js';
import type { Baseline, Expectation } from './baseline-file.js';
import { failsRun } from './levels.js';
import { inconclusiveResults, leavesUnevaluated, summarize } from './summary.js';

export interface BaselineOptions {
  file: string;
  strict?: boolean;
}

/** Compares results with a baseline; pure. */
export function compareWithBaseline(results: readonly CheckResult[], baseline: Baseline, options: BaselineOptions): BaselineComparison {
  const expected = new Map<string, Expectation>(baseline.expectations.map((e) => [e.check, e]));
  const c: BaselineComparison = {
    file: options.file,
    strict: options.strict === true,
    knownFailures: [],
    fixed: [],
    newFailures: [],
    acceptedNotEvaluated: [],
    newNotEvaluated: [],
    missing: [],
  };
  for (const r of results) {
    const e = expected.get(r.id);
    if (r.status === 'failed') {
      const codes = [...new Set(r.findings.map((f) => f.code))];
      if (e?.status === 'failed') {
        // `codes: []` expects a failure without codes: any code is new.
        const fresh = codes.filter((code) => !(e.codes ?? []).includes(code));
        if (fresh.length === 0) c.knownFailures.push(r.id);
        else c.newFailures.push({ id: r.id, codes: fresh.sort() });
      } else {
        c.newFailures.push({ id: r.id, codes: codes.sort() });
      }
    } else if (r.status === 'passed') {
      if (e) c.fixed.push(r.id);
    } else if (leavesUnevaluated(r)) {
      if (e?.status === 'not-evaluated' && (e.reason === undefined || e.reason === r.reason)) c.acceptedNotEvaluated.push(r.id);
      else if (!r.accepted) c.newNotEvaluated.push(r.id);
    }
  }
  const ran = new Set(results.map((r) => r.id));
  c.missing = [...new Set(baseline.mustChecks)].filter((id) => !ran.has(id));
  for (const list of [c.knownFailures, c.fixed, c.acceptedNotEvaluated, c.newNotEvaluated, c.missing]) list.sort();
  c.newFailures.sort((a, b) => (a.id < b.id ? -1 : 1));
  return c;
}

/** The verdict of a compared run: new failures (at or above --fail-on), missing MUST checks and, when strict, fixed checks fail it. */
function baselineVerdict(report: RunReport, c: BaselineComparison): Verdict {
  if (report.summary.verdict === 'error') return 'error';
  const levelOf = new Map(report.results.map((r) => [r.id, r.level]));
  const failing = c.newFailures.some((f) => failsRun(levelOf.get(f.id) ?? 'MUST', report.failOn));
  if (failing || c.missing.length > 0 || (c.strict && c.fixed.length > 0)) return 'fail';
  return inconclusiveResults(report).length > 0 ? 'inconclusive' : 'pass';
}

/**
 * The report judged against a baseline: its expected non-evaluations are marked accepted (as
 * --accept-skip would), the summary is recomputed by summarize(), and the verdict is the comparison's.
 */
export function applyBaseline(report: RunReport, baseline: Baseline, options: BaselineOptions): RunReport {
  const comparison = compareWithBaseline(report.results, baseline, options);
  const accepted = new Set(comparison.acceptedNotEvaluated);
  const results = report.results.map((r) => (accepted.has(r.id) && !r.accepted ? { ...r, accepted: true } : r));
  const reachable = report.summary.verdict !== 'error';
  const summary = summarize(results, report.failOn, reachable, report.summary.requests);
  const judged: RunReport = { ...report, results, summary, baseline: comparison };
  return { ...judged, summary: { ...summary, verdict: baselineVerdict(judged, comparison) } };
}
