import { describe, expect, it } from 'vitest';
import type { CheckResult } from '../types.js';
import { runSuite } from './run-suite.js';

describe('check-done events', () => {
  it('carry each result as the report holds it, acceptSkip marks included, as each check finishes', async () => {
    const events: CheckResult[] = [];
    const report = await runSuite({
      seed: 1,
      runs: 3,
      now: new Date('2026-06-01T12:00:00Z'),
      embedded: { orders: 1000 },
      only: ['trades.page-size-range', 'trades.schema', 'trades.buy-sign'],
      acceptSkip: ['trades.*'],
      onProgress: (event) => {
        if (event.kind === 'check-done') events.push(event.result);
      },
    });
    // 1000 orders hold too few trades for the page-size cap: a non-evaluation to accept.
    expect(report.results.some((r) => r.status === 'not-evaluated' && r.accepted)).toBe(true);
    expect(report.summary.verdict).toBe('pass');
    expect(Object.fromEntries(events.map((r) => [r.id, r]))).toEqual(Object.fromEntries(report.results.map((r) => [r.id, r])));
  }, 60_000);
});
