import { summarize } from '@tarc/runner';
import type { CheckResult, RunReport } from '@tarc/runner';
import { describe, expect, it } from 'vitest';
import type { TestContext } from 'vitest';
import { ConformanceFailure, failureText } from './failure-text.js';
import { judgeResult, judgeVerdict } from './judge.js';

class Skipped extends Error {}

/** The error a judge threw; a judge that did not throw fails the test. */
const rejection = (promise: Promise<void>): Promise<Error> =>
  promise.then(
    () => {
      throw new Error('expected the judge to throw');
    },
    (error: unknown) => error as Error,
  );

/** The parts of a TestContext the judges use: skip throws (as vitest's does), annotations are kept. */
function fakeContext() {
  const annotations: { message: string; type?: string }[] = [];
  const context = {
    skip: (note?: string) => {
      throw new Skipped(note);
    },
    annotate: async (message: string, type?: string) => {
      annotations.push({ message, ...(type ? { type } : {}) });
      return { message, type: type ?? 'notice' };
    },
  } as unknown as TestContext;
  return { context, annotations };
}

function result(overrides: Partial<CheckResult>): CheckResult {
  return {
    id: 'orders.canceled-excluded',
    title: 'GET /v1/orders never lists a Canceled order',
    section: 'States and transitions',
    level: 'MUST',
    status: 'passed',
    requirements: ['ORD-LIST-CANCELED-EXCLUDED'],
    spec: [{ requirement: 'ORD-LIST-CANCELED-EXCLUDED', section: 'States and transitions', quote: 'Canceled orders are never listed.', level: 'MUST' }],
    findings: [],
    evidence: [],
    durationMs: 3,
    ...overrides,
  };
}

const failed = (level: CheckResult['level']) =>
  result({
    level,
    status: 'failed',
    message: 'a Canceled order was listed',
    findings: [{ code: 'orders.canceled-excluded/listed', message: 'order 7 is Canceled\u001b[2J' }],
    evidence: [
      {
        request: { method: 'GET', url: 'http://127.0.0.1:1/v1/orders?pairSymbol=BTCTRY', headers: { 'X-PCK': 'pk_1', 'X-Signature': '<redacted>' } },
        curl: `curl -sS -H 'X-PCK: pk_1' -H "X-Signature: $TARC_SIGNATURE" 'http://127.0.0.1:1/v1/orders?pairSymbol=BTCTRY'`,
        response: { status: 200, headers: {}, body: [{ id: '7', status: 'Canceled', note: 'x'.repeat(2000) }] },
      },
    ],
  });

function report(results: CheckResult[], failOn: 'must' | 'should' = 'must'): RunReport {
  return {
    tool: { name: 'tarc', version: '0' },
    target: { baseUrl: 'http://127.0.0.1:1', embedded: false, reachable: true },
    seed: 1,
    runs: 3,
    failOn,
    startedAt: '',
    durationMs: 1,
    summary: summarize(results, failOn, true, 10),
    notes: [],
    results,
    observations: [],
    gaps: [],
  };
}

describe('judgeResult', () => {
  it('passes a passed check', async () => {
    await expect(judgeResult(result({}), 'must', fakeContext().context)).resolves.toBeUndefined();
  });

  it('fails a MUST failure with its codes, the spec quote, the request and a curl line; server text escaped, bodies cut', async () => {
    const error = await rejection(judgeResult(failed('MUST'), 'must', fakeContext().context));
    expect(error).toBeInstanceOf(ConformanceFailure);
    const text = (error as Error).message;
    expect(text).toContain('orders.canceled-excluded/listed: order 7 is Canceled\\u001b[2J');
    expect(text).toContain('ORD-LIST-CANCELED-EXCLUDED (MUST, States and transitions): "Canceled orders are never listed."');
    expect(text).toContain('GET http://127.0.0.1:1/v1/orders?pairSymbol=BTCTRY');
    expect(text).toContain('replay: curl -sS');
    expect(text).toContain('$TARC_SIGNATURE');
    expect(text).toMatch(/more characters in the reports/);
    expect(text.length).toBeLessThan(2000);
    expect(text).not.toContain('\u001b');
    expect((error as Error).stack).toBe(`ConformanceFailure: ${text}`);
    expect(text).toMatch(/^requests:$/m);
  });

  it('says, for an app served in-process, that the port its curl lines name is closed once the run ends', async () => {
    const text = (await rejection(judgeResult(failed('MUST'), 'must', fakeContext().context, true))).message;
    expect(text).toContain('requests (to your app, served in-process on a port closed when the run ends');
    expect(text).toContain('replay: curl -sS');
    const { context, annotations } = fakeContext();
    await judgeResult(failed('SHOULD'), 'must', context, true);
    expect(annotations[0]!.message).toContain('served in-process on a port closed when the run ends');
  });

  it('passes a SHOULD failure under failOn must with a warning annotation, and fails it under failOn should', async () => {
    const { context, annotations } = fakeContext();
    await judgeResult(failed('SHOULD'), 'must', context);
    expect(annotations).toEqual([{ message: failureText(failed('SHOULD'), { belowFailOn: true }), type: 'warning' }]);
    expect(annotations[0]!.message).toContain('failed (SHOULD, below failOn)');
    await expect(judgeResult(failed('SHOULD'), 'should', context)).rejects.toBeInstanceOf(ConformanceFailure);
    await judgeResult(failed('INFO'), 'should', context);
  });

  it('skips a not-evaluated check with its reason, never passes it', async () => {
    const notEvaluated = result({ status: 'not-evaluated', reason: 'not-configured', message: 'no second account' });
    await expect(judgeResult(notEvaluated, 'must', fakeContext().context)).rejects.toThrow(new Skipped('not evaluated (not-configured): no second account'));
    await expect(judgeResult({ ...notEvaluated, accepted: true }, 'must', fakeContext().context)).rejects.toThrow(/not-configured, accepted by acceptSkip/);
  });
});

describe('judgeVerdict', () => {
  it('passes only a pass, with the coverage line as annotation', async () => {
    const { context, annotations } = fakeContext();
    await judgeVerdict(report([result({})]), [], context);
    expect(annotations[0]!.message).toMatch(/^1 of 1 MUST requirements evaluated; 1 checks: 1 passed/);
  });

  it('fails a failing run naming the checks and codes, and the errors the app threw', async () => {
    const error = await rejection(judgeVerdict(report([failed('MUST')]), [new Error('boom')], fakeContext().context));
    expect(error.message).toMatch(/^FAIL: 1 of 1 MUST requirements evaluated/);
    expect(error.message).toContain('orders.canceled-excluded (MUST): orders.canceled-excluded/listed');
    expect(error.message).toContain('the app threw while serving (answered 500):\n  Error: boom');
  });

  it('fails an inconclusive run naming what was not evaluated', async () => {
    const unevaluated = result({ status: 'not-evaluated', reason: 'no-data', message: 'no Canceled order found' });
    const error = await rejection(judgeVerdict(report([unevaluated]), [], fakeContext().context));
    expect(error.message).toMatch(/^INCONCLUSIVE: 0 of 1 MUST requirements evaluated/);
    expect(error.message).toContain('orders.canceled-excluded (no-data): no Canceled order found');
    await judgeVerdict(report([{ ...unevaluated, accepted: true }]), [], fakeContext().context);
  });
});
