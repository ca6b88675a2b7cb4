// A check's result as a test outcome, and the run's verdict as the last test.
import { coverageLine, failingResults, inconclusiveResults, terminalText } from '@tarc/runner';
import type { CheckResult, RunReport } from '@tarc/runner';
import type { TestContext } from 'vitest';
import { ConformanceFailure, failureText, skipNote } from './failure-text.js';

/** A failed check fails the run at MUST, and at SHOULD under `failOn: 'should'`; INFO never does. */
const failsRun = (result: CheckResult, failOn: 'must' | 'should') => result.level === 'MUST' || (result.level === 'SHOULD' && failOn === 'should');

/**
 * passed: the test passes. failed at or above `failOn`: it fails with the findings, spec and requests.
 * failed below it: it passes with an annotation, as JUnit's report does, so the exit code is the
 * verdict's. not evaluated: skipped with its reason (never a pass). `inProcess`: the app was served by
 * describeConformance, so the curl lines name a port that is closed once the run ends (said).
 */
export async function judgeResult(result: CheckResult, failOn: 'must' | 'should', context: TestContext, inProcess = false): Promise<void> {
  if (result.status === 'passed') return;
  if (result.status === 'not-evaluated') return context.skip(skipNote(result));
  if (failsRun(result, failOn)) throw new ConformanceFailure(failureText(result, { inProcess }));
  await context.annotate(failureText(result, { belowFailOn: true, inProcess }), 'warning');
}

const listed = (results: readonly CheckResult[], line: (r: CheckResult) => string) => results.map((r) => `  ${line(r)}`).join('\n');

/** The verdict test passes only on `pass`: a CI job can gate on vitest's exit code alone. */
export async function judgeVerdict(report: RunReport, appErrors: readonly unknown[], context: TestContext): Promise<void> {
  const coverage = coverageLine(report.summary);
  const s = report.summary;
  const counts = `${s.total} checks: ${s.passed} passed, ${s.failed} failed, ${s.notEvaluated} not evaluated (seed ${report.seed})`;
  const thrown =
    appErrors.length > 0
      ? `\nthe app threw while serving (answered 500):\n${appErrors.map((e) => `  ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`).join('\n')}`
      : '';
  switch (s.verdict) {
    case 'pass':
      await context.annotate(`${coverage}; ${counts}`, 'notice');
      return;
    case 'fail':
      throw new ConformanceFailure(
        terminalText(`FAIL: ${coverage}; ${counts}`) +
          '\n' +
          listed(failingResults(report), (r) => terminalText(`${r.id} (${r.level}): ${r.findings.map((f) => f.code).join(', ')}`)) +
          thrown,
      );
    case 'inconclusive':
      throw new ConformanceFailure(
        terminalText(`INCONCLUSIVE: ${coverage}; ${counts}; not evaluated at MUST:`) +
          '\n' +
          listed(inconclusiveResults(report), (r) => terminalText(`${r.id} (${r.reason ?? 'no-data'}): ${r.message ?? ''}`)) +
          '\naccept an expected one by name with acceptSkip: [...]' +
          thrown,
      );
    case 'error':
      throw new ConformanceFailure(terminalText(`ERROR: ${report.error?.message ?? 'the run could not test the target'}`));
  }
}
