// The boundary phase: every parameter meets each boundary value of its kind exactly once, values
// of several parameters share a request, long strings go alone, and a 5xx is shrunk to its value.
import { describe, expect, it } from 'vitest';
import { cannedContext } from '../../../../test/support/canned-context.js';
import type { Responder } from '../../../../test/support/canned-context.js';
import { BOUNDARY_DATES, BOUNDARY_INTEGERS, EXTREME_DAYS, boundaryRawQuery, boundaryRequests, misCased } from './boundary.js';
import { lookupOperation, ordersOperation, simpleOperation, tradesOperation, transfersOperation } from './operations.js';
import { fuzzOperation } from '../hostile-input.js';
import { findingsOf } from '#support/outcome.js';

const ACCOUNT = { orders: new Map([['BTCTRY', [{ id: '123' }]]]) } as never;
const ctx = (respond: Responder) => cannedContext({ respond, account: ACCOUNT, runs: 1, discovery: { brokerPairs: [{ symbol: 'BTCTRY' }] } as never });

/**
 * A server that validates first: a request to `path` with any parameter `valid` refuses is a 400;
 * a valid one whose createdAtBefore or createdAt is in year 9999 crashes (500); the rest is `[]`.
 */
function validatingFirst(path: string, valid: (name: string, value: string) => boolean) {
  const c = cannedContext({
    respond: (r) => (r.path === path ? { status: 200, json: [] } : undefined),
    account: ACCOUNT,
    runs: 0,
    discovery: { brokerPairs: [{ symbol: 'BTCTRY' }] } as never,
  });
  const http = c.http.get.bind(c.http);
  c.http.get = async (p, query, options) => {
    const e = await http(p, query, options);
    if (p !== path) return e;
    const q = [...new URL(e.url).searchParams.entries()];
    if (!q.every(([k, v]) => valid(k, v))) return { ...e, status: 400 };
    return q.some(([k, v]) => (k === 'createdAtBefore' || k === 'createdAt') && v.startsWith('9999-')) ? { ...e, status: 500 } : e;
  };
  return c;
}

describe('the boundary phase', () => {
  const op = ordersOperation(
    ctx(() => undefined),
    ['BTCTRY'],
  );
  const requests = boundaryRequests(op);

  it('gives every parameter each value of its kind once', () => {
    const seen = new Map<string, string[]>();
    for (const r of requests) for (const v of r.set) seen.set(v.name, [...(seen.get(v.name) ?? []), decodeURIComponent(v.value)]);
    expect(seen.get('page')).toEqual([...BOUNDARY_INTEGERS, '']);
    expect(seen.get('createdAtAfter')).toEqual([...BOUNDARY_DATES, '', ...EXTREME_DAYS.map((d) => d.start)]);
    expect(seen.get('createdAtBefore')).toEqual([...BOUNDARY_DATES, '', ...EXTREME_DAYS.map((d) => d.end)]);
    expect(seen.get('status')).toEqual(['untouched', 'partial', 'closed', '', 'a'.repeat(4096), 'a'.repeat(8000)]);
    expect(seen.get('orderIdAfter')).toEqual(['a', '', 'a'.repeat(4096), 'a'.repeat(8000)]);
    expect(misCased('asc')).toBe('ASC');
  });

  it('shares requests, but sends each long string alone', () => {
    const long = requests.filter((r) => r.set.some((v) => v.value.length > 1000));
    expect(long.every((r) => r.set.length === 1)).toBe(true);
    expect(requests.length).toBe(BOUNDARY_INTEGERS.length + 1 + EXTREME_DAYS.length + long.length);
    const query = new URLSearchParams(boundaryRawQuery(op, requests[1]!));
    expect(query.get('page')).toBe('-1');
    expect(query.get('pairSymbol')).toBe('BTCTRY'); // the base where no boundary value replaced it
  });

  it('sends year 0001 and year 9999 on every DATETIME parameter in the form the server accepts, each year in a valid window', () => {
    const offsetForm = cannedContext({ respond: () => undefined, account: ACCOUNT, discovery: { brokerPairs: [{ symbol: 'BTCTRY' }] } as never });
    offsetForm.options.formatDateTime = (instant) => `${instant}+00:00`;
    const operations = [
      ordersOperation(offsetForm, ['BTCTRY']),
      tradesOperation(offsetForm, ['BTCTRY']),
      transfersOperation(offsetForm, '/v1/crypto-deposits'),
    ];
    for (const operation of operations) {
      const dates = operation.params.filter((p) => p.kind === 'datetime').map((p) => p.name);
      for (const year of ['0001', '9999']) {
        const inYear = boundaryRequests(operation).filter((r) =>
          r.set.some((v) => decodeURIComponent(v.value).startsWith(`${year}-`) && v.value.endsWith('%2B00%3A00')),
        );
        expect(inYear).toHaveLength(1);
        const query = new URLSearchParams(boundaryRawQuery(operation, inYear[0]!));
        expect(dates.map((d) => query.get(d)?.slice(0, 5))).toEqual(dates.map(() => `${year}-`));
        expect(query.get('createdAtAfter')! < query.get('createdAtBefore')!).toBe(true);
      }
    }
  });

  it('covers the path id of a lookup and the filter of a simple list', () => {
    const ids = boundaryRequests(
      lookupOperation(
        ctx(() => undefined),
        'orders',
      ),
    ).map((r) => r.path);
    expect(ids).toContain('/v1/orders/9223372036854775808');
    expect(boundaryRequests(simpleOperation('/v1/broker-pairs', 'symbol')).length).toBe(4);
    expect(boundaryRequests(simpleOperation('/v1/fee-levels'))).toEqual([]);
  });

  it('fails a 5xx with the one value that causes it (shrunk from the shared request)', async () => {
    const crashOnPage = (url: string) => /[?&]page=2147483648(&|$)/.test(url);
    const c = ctx((r) => (r.path === '/v1/orders' ? { status: 200, json: [] } : undefined));
    const http = c.http.get.bind(c.http);
    c.http.get = async (path, query, options) => {
      const e = await http(path, query, options);
      return crashOnPage(e.url) ? { ...e, status: 500, evidence: e.evidence } : e;
    };
    const outcome = await fuzzOperation(c, op);
    expect(outcome.status).toBe('failed');
    expect(findingsOf(outcome)[0]?.code).toBe('server-error');
    expect(outcome.message).toBe('boundary phase: /v1/orders with page=2147483648: answered 500');
  });

  it('fails a server that validates first and answers 500 to year 9999 in a valid query, whatever --runs says', async () => {
    // Any value the reference rules refuse is a 400 first; a valid query with a date in year 9999 crashes.
    const valid = (k: string, v: string) =>
      k === 'page' || k === 'pageSize'
        ? /^[1-9]\d{0,2}$/.test(v)
        : k.startsWith('createdAt')
          ? /^\d{4}-\d\d-\d\dT/.test(v)
          : k === 'pairSymbol' && v === 'BTCTRY';
    const c = validatingFirst('/v1/orders', valid);
    const outcome = await fuzzOperation(c, ordersOperation(c, ['BTCTRY']));
    expect(outcome.status).toBe('failed');
    expect(outcome.message).toBe('boundary phase: /v1/orders with createdAtBefore=9999-12-31T23:59:59.9999999: answered 500');
  });

  it('sends the extremes again one at a time when their query is refused (trades createdAt read as a date, OPEN-POINTS #12)', async () => {
    const valid = (k: string, v: string) =>
      k === 'createdAt'
        ? /^\d{4}-\d\d-\d\d$/.test(v)
        : k === 'pairSymbol'
          ? v === 'BTCTRY'
          : k === 'pageSize'
            ? v === '1'
            : /^\d{4}-\d\d-\d\dT[\d:.]+$/.test(v);
    const c = validatingFirst('/v1/trades', valid);
    const outcome = await fuzzOperation(c, tradesOperation(c, ['BTCTRY']));
    expect(outcome.message).toBe('boundary phase: /v1/trades with createdAtBefore=9999-12-31T23:59:59.9999999: answered 500');
  });

  it('says how many boundary and random requests the operation got; --runs bounds the random part only', async () => {
    for (const runs of [0, 25]) {
      const c = cannedContext({
        respond: (r) => (r.path === '/v1/trades' ? { status: 200, json: [] } : undefined),
        account: ACCOUNT,
        runs,
        discovery: { brokerPairs: [{ symbol: 'BTCTRY' }] } as never,
      });
      const trades = tradesOperation(c, ['BTCTRY']);
      const outcome = await fuzzOperation(c, trades);
      const boundary = boundaryRequests(trades).length;
      const random = c.sent.length - 1 - boundary;
      expect(random).toBeGreaterThanOrEqual(runs);
      expect(outcome.message).toMatch(new RegExp(`^${boundary} boundary and ${random} random request\\(s\\): `));
    }
  });

  it('passes a server that answers every boundary value with a 4xx or a 200', async () => {
    const c = ctx((r) => (r.path === '/v1/orders' ? { status: 400, json: { status: 400, errors: {} } } : undefined));
    const outcome = await fuzzOperation(c, op);
    expect(
      findingsOf(outcome)
        .map((f) => f.message)
        .join(),
    ).not.toMatch(/boundary phase/);
  });
});
