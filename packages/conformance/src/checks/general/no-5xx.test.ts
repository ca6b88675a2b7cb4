import { describe, expect, it } from 'vitest';
import { cannedContext, codesOf } from '../../../test/support/canned-context.js';
import type { CannedAnswer } from '../../../test/support/canned-context.js';
import { checkTable } from '#test-support/check-table.js';
import { no5xx } from './no-5xx.js';

// A final check judges the run's exchanges: it runs with the check whose request meets the fault.
checkTable(no5xx, {
  fails: [
    { fault: 'orders-unknown-pair-500', codes: ['server-error'], alongside: ['orders.pair-unknown-400'] },
    { fault: 'server-error-on-bad-page', codes: ['server-error'], alongside: ['orders.invalid-values-400'] },
  ],
});

/** The check after the run made a request answered with each of `answers`, to /v1/x<i>, in the reverse order of `i`. */
async function after(answers: readonly CannedAnswer[]) {
  const ctx = cannedContext({ respond: (r) => answers[Number(r.query.i)] });
  for (let i = answers.length - 1; i >= 0; i--) await ctx.http.get('/v1/broker-pairs', { i });
  return no5xx.run(ctx);
}

describe('general.no-5xx on canned exchanges', () => {
  it('is unobservable when the run made no request', async () => {
    expect(await after([])).toMatchObject({ status: 'not-evaluated', reason: 'unobservable' });
  });

  it('counts 500 to 599, never a 503 with Retry-After (the server throttling) nor a status past 599', async () => {
    const throttled = { status: 503, headers: { 'retry-after': '1' } };
    expect((await after([{ status: 200 }, throttled, { status: 600 }, { status: 499 }])).status).toBe('passed');
    for (const answer of [{ status: 500 }, { status: 599 }, { status: 503 }, { status: 500, headers: { 'retry-after': '1' } }]) {
      expect(codesOf(await after([{ status: 200 }, answer]))).toEqual(['server-error']);
    }
  });

  it('lists the 5xx by URL, the first 25 in words and 10 as evidence, and counts the rest', async () => {
    const outcome = await after(Array.from({ length: 27 }, () => ({ status: 500 })));
    if (outcome.status !== 'failed') throw new Error(`expected failed, got ${outcome.status}`);
    expect(outcome.message).toMatch(/^27 of 27 responses were 5xx: 500 \S+i=0; 500 \S+i=1; 500 \S+i=10;/);
    expect(outcome.message).toMatch(/\(and 2 more\)$/);
    expect(outcome.message.match(/500 http/g)).toHaveLength(25);
    const all = await after(Array.from({ length: 25 }, () => ({ status: 500 })));
    expect(all.status === 'failed' && all.message).not.toMatch(/more\)$/);
    expect(outcome.findings[0]!.evidence).toHaveLength(10);
    expect(outcome.findings[0]!.evidence![0]).toMatchObject({ expected: 'no 5xx', actual: '500' });
  });
});
