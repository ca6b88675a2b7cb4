import { operationOfRequest, type Evidence, type Exchange, type ExchangeRequest } from '@tarc/conformance';
import { describe, expect, it } from 'vitest';
import type { CheckResult } from '../types.js';
import { MAX_KEPT_STRING } from '../http/kept-string.js';
import { createExchangeJudge, judgedOf } from './exchange-judge.js';

const NOW = new Date('2026-06-01T00:00:00Z');
const ORDER = {
  id: '7',
  pairSymbol: 'BTCTRY',
  status: 'Canceled',
};

function exchange(request: ExchangeRequest, status: number, json: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }): Exchange {
  return {
    url: `http://t${request.path}`,
    request,
    operation: operationOfRequest(request.path),
    status,
    headers,
    bodyText: JSON.stringify(json),
    json,
    durationMs: 1,
    evidence: (extra = {}): Evidence => ({ request: { method: 'GET', url: `http://t${request.path}`, headers: {} }, curl: 'curl', ...extra }),
  };
}

function result(id: string, status: CheckResult['status'], findings: CheckResult['findings'] = []): CheckResult {
  return {
    id,
    title: id,
    section: 'S',
    level: 'MUST',
    status,
    requirements: [],
    spec: [],
    findings,
    evidence: [],
    durationMs: 0,
    ...(status === 'not-evaluated' ? { reason: 'no-data' as const } : {}),
  };
}

const AUTH = { 'X-PCK': 'k', 'X-Signature': 's', 'X-Stamp': '1', 'X-Nonce': 'n' };
const ordersList = (json: unknown, query: Record<string, string> = { pairSymbol: 'BTCTRY', createdAtBefore: '2026-05-31T00:00:00.0000000' }) =>
  exchange({ path: '/v1/orders', query }, 200, json);

describe('the judge of every exchange', () => {
  it('keeps a finding short whatever the answer quotes: a Canceled order with an id of 6 MB', () => {
    const judge = createExchangeJudge(() => NOW);
    const id = 'i'.repeat(6 * 1024 * 1024);
    judge.judge(ordersList([{ ...ORDER, id }]), AUTH);
    const [canceled] = judge.merge([result('orders.canceled-excluded', 'passed')]);
    const finding = canceled!.findings[0]!;
    expect(finding.code).toBe('orders.canceled-excluded/listed');
    expect(finding.message.length).toBeLessThan(MAX_KEPT_STRING + 400);
    expect(finding.message).toMatch(/characters not kept of \d+, sha256/);
    expect(String(canceled!.evidence[0]!.note).length).toBeLessThan(MAX_KEPT_STRING + 400);
  });

  it('fails the rule the answer breaks under its run code, on that check, naming the sender, once per code', () => {
    const judge = createExchangeJudge(() => NOW);
    judge.judge(ordersList([ORDER]), AUTH, 'fuzz.orders');
    judge.judge(ordersList([ORDER]), AUTH, 'orders.paging');
    const [canceled, other] = judge.merge([result('orders.canceled-excluded', 'passed'), result('orders.paging', 'passed')]);
    expect(canceled!.status).toBe('failed');
    expect(canceled!.findings.map((f) => f.code)).toEqual(['orders.canceled-excluded/listed']);
    expect(canceled!.findings[0]!.message).toMatch(/seen on 2 exchanges; the first answered a request of fuzz\.orders/);
    expect(canceled!.evidence.length).toBe(1);
    expect(other!.status).toBe('passed');
  });

  it('judges off the path: an answer is judged in a later turn, every one before the results, in order', async () => {
    // The judge reads its clock once per exchange it judges.
    let judged = 0;
    const judge = createExchangeJudge(() => {
      judged++;
      return NOW;
    });
    judge.judge(ordersList([ORDER]), AUTH, 'first');
    expect(judged, 'judged while the check that asked waits').toBe(0);
    await new Promise((resolve) => setImmediate(resolve));
    expect(judged, 'judged in the next turn').toBe(1);
    // More than wait at once (16): the oldest are judged as the newest arrive; none is lost.
    for (let i = 0; i < 40; i++) judge.judge(ordersList([ORDER]), AUTH, `sender ${i}`);
    expect(judged).toBe(1 + 40 - 16);
    const [canceled] = judge.merge([result('orders.canceled-excluded', 'passed')]);
    expect(judged).toBe(41);
    expect(canceled!.findings[0]!.message).toMatch(/seen on 41 exchanges; the first answered a request of first\)/);
    expect(judge.counts().judged).toBe(41);
  });

  it('adds nothing to a check that reported the code itself, and nothing for a check not run', () => {
    const judge = createExchangeJudge(() => NOW);
    judge.judge(ordersList([ORDER]), AUTH);
    const own = result('orders.canceled-excluded', 'failed', [{ code: 'orders.canceled-excluded/listed', message: 'its own', evidence: [] }]);
    expect(judge.merge([own])).toEqual([own]);
    expect(judge.merge([result('orders.paging', 'passed')])[0]!.status).toBe('passed');
  });

  it('turns a not-evaluated check failed when an answer shows its rule broken', () => {
    const judge = createExchangeJudge(() => NOW);
    judge.judge(ordersList([ORDER]), AUTH);
    const [r] = judge.merge([result('orders.canceled-excluded', 'not-evaluated')]);
    expect(r!.status).toBe('failed');
    expect(r!.reason).toBeUndefined();
  });

  it('judges the page size a request asked for, from the query as built (never the URL)', () => {
    const judge = createExchangeJudge(() => NOW);
    const page = [
      { ...ORDER, status: 'Closed', id: '1' },
      { ...ORDER, status: 'Closed', id: '2' },
    ];
    judge.judge(ordersList(page, { pairSymbol: 'BTCTRY', createdAtBefore: '2026-05-31T00:00:00.0000000', pageSize: '1' }), AUTH);
    const [r] = judge.merge([result('orders.paging', 'passed')]);
    expect(r!.findings.map((f) => f.code)).toEqual(['orders.paging/page-over-page-size']);
    const raw = createExchangeJudge(() => NOW);
    raw.judge(
      exchange({ path: '/v1/orders', rawQuery: 'pairSymbol=BTCTRY&pageSize=1&createdAtBefore=2026-05-31T00:00:00.0000000&__proto__=%7B%7D' }, 200, page),
      AUTH,
    );
    expect(raw.merge([result('orders.paging', 'passed')])[0]!.status).toBe('failed');
    expect(raw.notes()).toEqual([]);
  });

  it('leaves throttled answers and paths the spec does not define unjudged', () => {
    expect(judgedOf(exchange({ path: '/v1/orders' }, 429, [ORDER]), AUTH)).toBeUndefined();
    expect(judgedOf(exchange({ path: '/v1/orders' }, 503, [ORDER], { 'retry-after': '1' }), AUTH)).toBeUndefined();
    expect(judgedOf(exchange({ path: '/v2/orders' }, 200, [ORDER]), AUTH)).toBeUndefined();
    expect(judgedOf(exchange({ path: '/v1/orders' }, 200, []), AUTH)?.requestHeaders['x-pck']).toBe('k');
  });

  it('accepts enum values in any letter case (a conformant reading): no refusal owed for type=buy', () => {
    const judge = createExchangeJudge(() => NOW);
    const query = { pairSymbol: 'BTCTRY', createdAtBefore: '2026-05-31T00:00:00.0000000', type: 'buy' };
    judge.judge(exchange({ path: '/v1/orders', query }, 200, [{ ...ORDER, status: 'Closed', type: 'Buy' }]), AUTH);
    const codes = judge.merge([result('fuzz.orders', 'passed'), result('orders.type-filter', 'passed')]).flatMap((r) => r.findings.map((f) => f.code));
    expect(codes).toEqual([]);
  });
});
