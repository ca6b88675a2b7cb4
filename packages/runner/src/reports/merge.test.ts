import { describe, expect, it } from 'vitest';
import { hostileReport } from '../../test/support/hostile-report.js';
import type { CheckResult } from '../types.js';
import { combineResults, mergeReports } from './merge.js';
import { reportSchemaErrors } from './schema.js';

const base = hostileReport().results[1]!;
const result = (status: CheckResult['status'], extra: Partial<CheckResult> = {}): CheckResult => ({ ...base, id: 'final.x', status, ...extra });

describe('combineResults', () => {
  it('a check run by every shard failed if it failed in any, with each finding once', () => {
    const f = { code: 'final.x/dup', message: 'twice' };
    const combined = combineResults([
      result('passed'),
      result('failed', { findings: [f], durationMs: 2 }),
      result('failed', { findings: [f, { code: 'final.x/other', message: 'o' }], durationMs: 3 }),
    ]);
    expect(combined.status).toBe('failed');
    expect(combined.findings.map((x) => x.code)).toEqual(['final.x/dup', 'final.x/other']);
    expect(combined.durationMs).toBe(3 + 3 + 2);
  });

  it('passed if it passed anywhere and failed nowhere; not evaluated otherwise, accepted only if accepted everywhere', () => {
    expect(combineResults([result('not-evaluated', { reason: 'no-data' }), result('passed')]).status).toBe('passed');
    const ne = (accepted: boolean) => result('not-evaluated', { reason: 'no-data', ...(accepted ? { accepted } : {}) });
    expect(combineResults([ne(true), ne(false)]).accepted).toBeUndefined();
    expect(combineResults([ne(true), ne(true)]).accepted).toBe(true);
  });
});

describe('mergeReports', () => {
  it('treats the embedded server as one target whatever its port, and recomputes summary and observations', () => {
    const one = hostileReport({ shard: { index: 1, count: 2 }, target: { baseUrl: 'http://127.0.0.1:1', embedded: true, reachable: true } });
    const two = hostileReport({
      shard: { index: 2, count: 2 },
      target: { baseUrl: 'http://127.0.0.1:2', embedded: true, reachable: true },
      startedAt: '2026-11-22T03:00:10.000Z',
    });
    const merged = mergeReports([
      { path: 'a', report: one },
      { path: 'b', report: two },
    ]);
    expect(merged.results).toHaveLength(3);
    expect(merged.summary.verdict).toBe('fail');
    expect(merged.summary.requests).toBe(20);
    expect(merged.durationMs).toBe(10_000 + 1234);
    expect(merged.observations).toEqual([]);
    expect(reportSchemaErrors(JSON.parse(JSON.stringify(merged)))).toEqual([]);
  });

  it('says how the shards were throttled, as one: counts added, the lowest --rate', () => {
    const throttling = (throttled: number, suggestedRate: number) => ({
      throttled,
      retried: throttled,
      gaveUp: 0,
      concurrency: 2,
      rate: suggestedRate,
      suggestedRate,
      message: 'x',
    });
    const one = hostileReport({ shard: { index: 1, count: 2 }, throttling: throttling(3, 4) });
    const two = hostileReport({ shard: { index: 2, count: 2 }, throttling: throttling(5, 2), startedAt: '2026-11-22T03:00:10.000Z' });
    const merged = mergeReports([
      { path: 'a', report: one },
      { path: 'b', report: two },
    ]);
    expect(merged.throttling).toMatchObject({ throttled: 8, suggestedRate: 2, message: 'server throttled 8 requests; rerun with `--rate 2`' });
    expect(reportSchemaErrors(JSON.parse(JSON.stringify(merged)))).toEqual([]);
  });

  it('a shard that could not reach the target makes the merged verdict an error', () => {
    const one = hostileReport({ shard: { index: 1, count: 2 } });
    const two = hostileReport({
      shard: { index: 2, count: 2 },
      error: { kind: 'unreachable', message: 'ECONNREFUSED', evidence: [] },
      results: [],
      target: { baseUrl: 'http://127.0.0.1:1234', embedded: false, reachable: false },
    });
    const merged = mergeReports([
      { path: 'a', report: one },
      { path: 'b', report: two },
    ]);
    expect(merged.summary.verdict).toBe('error');
    expect(merged.error?.kind).toBe('unreachable');
  });
});
