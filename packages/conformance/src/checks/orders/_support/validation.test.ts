// rejectAndAccept judges only what it saw: codes from its cases, a cap it could not see is not a
// pass, and a refusal is a reason not to evaluate only when the control request is refused too.
import { operationOfRequest } from '#support/operations.js';
import { describe, expect, it } from 'vitest';
import type { CheckContext, Exchange, Query } from '#types';
import { rejectAndAccept, validationCodes } from './validation.js';
import type { Acceptance, Case, Rejection } from './validation.js';
import { findingsOf } from '#support/outcome.js';

type Answer = { status: number; json: unknown };

function exchange(path: string, answer: Answer): Exchange {
  return {
    url: `http://target${path}`,
    request: { path },
    operation: operationOfRequest(path),
    status: answer.status,
    headers: {},
    bodyText: JSON.stringify(answer.json),
    json: answer.json,
    durationMs: 1,
    evidence: () => ({ request: { method: 'GET', url: `http://target${path}`, headers: {} }, curl: 'curl' }),
  };
}

/** A context whose server answers by query, and whose control request says `accepted`. */
function context(answer: (query: Query) => Answer, accepted = true): CheckContext {
  return {
    http: { get: async (path: string, query: Query = {}) => exchange(path, answer(query)) },
    credentialsAccepted: async () => accepted,
    discovery: { now: '2026-11-22T00:00:00.0000000', horizonDays: 365, account: {}, notes: [] },
    options: { seed: 1, runs: 1, horizonDays: 365, formatDateTime: (i: string) => i, propertyTimeLimitMs: 1000 },
    hasSecondAccount: false,
    exchanges: () => [],
  } as unknown as CheckContext;
}

const REJECTIONS: readonly Case<Rejection>[] = [{ code: 'page-size-51', what: 'pageSize=51', key: 'pageSize', query: (b) => ({ ...b, pageSize: 51 }) }];
const ACCEPTANCES: readonly Case<Acceptance>[] = [{ code: 'page-size-2', what: 'pageSize=2', maxItems: 2, query: (b) => ({ ...b, pageSize: 2 }) }];
const CODES = validationCodes(REJECTIONS, ACCEPTANCES);
const bad = { status: 400, json: { errors: { pageSize: ['out of range'] } } };
const orders = (n: number) => ({ status: 200, json: Array.from({ length: n }, (_, i) => ({ id: String(i) })) });

const run = (answer: (query: Query) => Answer, accepted = true) =>
  rejectAndAccept(context(answer, accepted), { pairSymbol: 'AAABBB' }, REJECTIONS, ACCEPTANCES);

describe('rejectAndAccept', () => {
  it('passes when the rejection is keyed and the cap is seen (page 2 holds more)', async () => {
    const outcome = await run((q) => (q.pageSize === 51 ? bad : orders(2)));
    expect(outcome.status).toBe('passed');
  });

  it('is unobservable when no more orders match than the cap', async () => {
    const outcome = await run((q) => (q.pageSize === 51 ? bad : q.page === 2 ? orders(0) : orders(2)));
    expect(outcome).toMatchObject({ status: 'not-evaluated', reason: 'unobservable' });
  });

  it.each([
    ['a rejection answered 200', (q: Query) => (q.pageSize === 51 ? orders(0) : orders(2)), ['page-size-51-not-400']],
    ['a rejection without the key', (q: Query) => (q.pageSize === 51 ? { status: 400, json: { errors: {} } } : orders(2)), ['page-size-51-no-key-message']],
    ['an acceptance answered 500', (q: Query) => (q.pageSize === 51 ? bad : { status: 500, json: null }), ['page-size-2-not-accepted']],
    ['an acceptance over its page size', (q: Query) => (q.pageSize === 51 ? bad : orders(3)), ['page-size-2-over-page-size']],
  ] as const)('codes %s, and only declared codes', async (_name, answer, expected) => {
    const outcome = await run(answer);
    const codes = findingsOf(outcome).map((f) => f.code);
    expect(outcome.status).toBe('failed');
    expect(codes).toEqual(expected);
    for (const code of codes) expect(Object.keys(CODES)).toContain(code);
  });

  it('is not evaluated (refused) when the server and the control request refuse the credentials', async () => {
    const outcome = await run(() => ({ status: 401, json: null }), false);
    expect(outcome).toMatchObject({ status: 'not-evaluated', reason: 'refused' });
  });

  it('fails when the credentials are refused here but accepted by the control request', async () => {
    const outcome = await run(() => ({ status: 403, json: null }), true);
    expect(outcome.status).toBe('failed');
    expect(findingsOf(outcome).map((f) => f.code)).toContain('page-size-51-not-400');
  });
});
