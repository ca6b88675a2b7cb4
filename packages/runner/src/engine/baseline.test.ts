import { describe, expect, it } from 'vitest';
import { hostileReport } from '../../test/support/hostile-report.js';
import type { CheckResult } from '../types.js';
import { applyBaseline, compareWithBaseline } from './baseline.js';
import { baselineFromReport, baselineText, parseBaseline, type Expectation } from './baseline-file.js';

const base = hostileReport().results[1]!;
const r = (id: string, status: CheckResult['status'], extra: Partial<CheckResult> = {}): CheckResult => ({ ...base, id, status, ...extra });
const failed = (id: string, ...codes: string[]) => r(id, 'failed', { findings: codes.map((code) => ({ code, message: code })) });
const compare = (results: CheckResult[], expectations: Expectation[], mustChecks: string[] = []) =>
  compareWithBaseline(results, { expectations, mustChecks }, { file: 'b.json' });

describe('compareWithBaseline', () => {
  it.each([
    [
      'an expectation with the same codes knows the failure',
      [failed('x', 'x/a', 'x/b')],
      [{ check: 'x', status: 'failed', codes: ['x/a', 'x/b'], why: 'w' }],
      { knownFailures: ['x'] },
    ],
    [
      '"codes": [] expects a failure without codes: every code is new',
      [failed('x', 'x/a', 'x/b')],
      [{ check: 'x', status: 'failed', codes: [], why: 'w' }],
      { knownFailures: [], newFailures: [{ id: 'x', codes: ['x/a', 'x/b'] }] },
    ],
    [
      'a new code is a new failure, naming only the new code',
      [failed('x', 'x/a', 'x/b')],
      [{ check: 'x', status: 'failed', codes: ['x/a'], why: 'w' }],
      { newFailures: [{ id: 'x', codes: ['x/b'] }] },
    ],
    [
      'a check failing that was expected not evaluated is a new failure',
      [failed('x', 'x/a')],
      [{ check: 'x', status: 'not-evaluated', why: 'w' }],
      { newFailures: [{ id: 'x', codes: ['x/a'] }] },
    ],
    [
      'another reason than the expected one is a new non-evaluation',
      [r('x', 'not-evaluated', { reason: 'transport' })],
      [{ check: 'x', status: 'not-evaluated', reason: 'no-data', why: 'w' }],
      { newNotEvaluated: ['x'] },
    ],
    [
      'a known failure not evaluated this time is not fixed',
      [r('x', 'not-evaluated', { reason: 'no-data' })],
      [{ check: 'x', status: 'failed', codes: [], why: 'w' }],
      { newNotEvaluated: ['x'], fixed: [] },
    ],
    ['a moot rule (not-applicable) is neither', [r('x', 'not-evaluated', { reason: 'not-applicable' })], [], { newNotEvaluated: [], acceptedNotEvaluated: [] }],
    [
      'an expected non-evaluation now evaluated and passing is fixed',
      [r('x', 'passed')],
      [{ check: 'x', status: 'not-evaluated', why: 'w' }],
      { fixed: ['x'] },
    ],
  ] as [string, CheckResult[], Expectation[], object][])('%s', (_name, results, expectations, expected) => {
    expect(compare(results, expectations)).toMatchObject(expected);
  });

  it('a MUST check of the baseline missing from the run is missing', () => {
    expect(compare([r('a', 'passed')], [], ['a', 'b']).missing).toEqual(['b']);
  });
});

describe('applyBaseline', () => {
  it('a new failure below --fail-on does not fail the run; a known MUST failure does not either', () => {
    const report = hostileReport();
    const judged = applyBaseline(
      report,
      { expectations: [{ check: 'orders.canceled-excluded', status: 'failed', codes: ['orders.canceled-excluded/listed'], why: 'w' }], mustChecks: [] },
      { file: 'b' },
    );
    expect(judged.summary.verdict).toBe('pass');
    const should = hostileReport({ results: [...report.results, r('s.x', 'failed', { level: 'SHOULD', findings: [{ code: 's.x/a', message: 'a' }] })] });
    expect(
      applyBaseline(
        should,
        { expectations: [{ check: 'orders.canceled-excluded', status: 'failed', codes: ['orders.canceled-excluded/listed'], why: 'w' }], mustChecks: [] },
        { file: 'b' },
      ).summary.verdict,
    ).toBe('pass');
  });

  it('an unreachable run stays an error', () => {
    const report = hostileReport({ summary: { ...hostileReport().summary, verdict: 'error' } });
    expect(applyBaseline(report, { expectations: [], mustChecks: [] }, { file: 'b' }).summary.verdict).toBe('error');
  });
});

describe('baseline files', () => {
  it('round-trip: the written file parses to the same expectations, one expectation per line', () => {
    const report = hostileReport();
    const baseline = baselineFromReport(report);
    const text = baselineText(baseline, report);
    expect(parseBaseline(text, 'f')).toEqual(baseline);
    expect(text.split('\n').filter((l) => l.includes('"check"'))).toHaveLength(baseline.expectations.length);
  });
});
