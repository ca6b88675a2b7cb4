import { describe, expect, it } from 'vitest';
import type { Evidence } from '#types';
import { Findings, failed, findingsOf, notEvaluated, passed, reasonOf } from './outcome.js';

const exchange = (path: string): Evidence => ({ request: { method: 'GET', url: `http://t${path}`, headers: {} }, curl: `curl http://t${path}` });

describe('outcome builders', () => {
  it('build the union: a failure has findings, a non-evaluation a reason, a pass neither', () => {
    const fail = failed('wrong', 'it is wrong', [exchange('/a')]);
    expect(findingsOf(fail)).toEqual([{ code: 'wrong', message: 'it is wrong', evidence: [exchange('/a')] }]);
    expect(reasonOf(fail)).toBeUndefined();
    expect(reasonOf(notEvaluated('no-data', 'empty'))).toBe('no-data');
    expect(findingsOf(passed('fine'))).toEqual([]);
  });

  it("keep every exchange a finding brought, through a shared probe's outcome too", () => {
    const probe = failed('wrong', 'two requests show it', [exchange('/a'), exchange('/b')]);
    const findings = new Findings();
    findings.addOutcome(probe);
    findings.add('other', 'one request shows it', exchange('/c'));
    findings.add('bare', 'nothing kept');
    const outcome = findings.outcome();
    expect(findingsOf(outcome).map((f) => (f.evidence ?? []).map((e) => e.request.url))).toEqual([['http://t/a', 'http://t/b'], ['http://t/c'], []]);
    expect(outcome.evidence?.map((e) => e.request.url)).toEqual(['http://t/a', 'http://t/b', 'http://t/c']);
  });

  it('keep evidence for the first ten findings that have any', () => {
    const findings = new Findings();
    for (let i = 0; i < 12; i++) findings.add('wrong', `finding ${i}`, exchange(`/${i}`));
    expect(findings.all().filter((f) => f.evidence).length).toBe(10);
  });
});
