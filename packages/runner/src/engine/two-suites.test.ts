// No global state: two runs in one process at once give what each gives alone, and a run leaves the
// process as it found it (no signal listener, no global symbol): @tarc/vitest runs one suite per
// test file, several in one worker.
import { describe, expect, it } from 'vitest';
import type { RunReport, RunSuiteOptions } from '../types.js';
import { runSuite } from './run-suite.js';

const now = new Date('2026-06-01T12:00:00Z');
const common: RunSuiteOptions = {
  seed: 7,
  runs: 3,
  now,
  only: ['trades.buy-sign', 'trades.schema', 'trades.paging', 'orders.canceled-excluded', 'general.no-5xx'],
};
const pristine: RunSuiteOptions = { ...common, embedded: { orders: 1000 } };
const faulty: RunSuiteOptions = { ...common, embedded: { orders: 1000, fault: 'trades-buy-positive-amounts' } };

const outcomes = (report: RunReport) =>
  Object.fromEntries(report.results.map((r) => [r.id, { status: r.status, reason: r.reason, codes: r.findings.map((f) => f.code).sort() }]));

describe('two suites in one process', () => {
  it('give, run at once, the results each gives alone, and leave no listener or global behind', async () => {
    const symbols = Object.getOwnPropertySymbols(globalThis).length;
    const listeners = () => ['SIGINT', 'SIGTERM', 'uncaughtException', 'unhandledRejection'].map((e) => process.listenerCount(e));
    const before = listeners();
    const first = await runSuite(pristine);
    const second = await runSuite(faulty);
    const [alonePristine, aloneFaulty] = [outcomes(first), outcomes(second)];
    const during: number[][] = [];
    const [a, b] = await Promise.all([runSuite({ ...pristine, onProgress: () => void during.push(listeners()) }), runSuite(faulty)]);
    expect(outcomes(a)).toEqual(alonePristine);
    expect(outcomes(b)).toEqual(aloneFaulty);
    expect(Object.values(aloneFaulty).some((o) => o.status === 'failed')).toBe(true);
    expect(a.summary.verdict).toBe(first.summary.verdict);
    expect(b.summary.verdict).toBe('fail');
    expect(new Set(during.map(String))).toEqual(new Set([String(before)]));
    expect(listeners()).toEqual(before);
    expect(Object.getOwnPropertySymbols(globalThis).length).toBe(symbols);
  }, 120_000);
});
