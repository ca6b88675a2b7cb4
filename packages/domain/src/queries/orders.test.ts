import { describe, expect, it } from 'vitest';
import { parseDateTimeInput, type Instant } from '../instant.js';
import { ORDERS_PARAMETERS, validateOrdersQuery } from './orders.js';
import type { QueryContext } from './types.js';

const now = new Date('2026-03-01T12:00:00Z');
const ctx: QueryContext = { now, pairs: ['BTCTRY', 'ETHTRY'] };
const at = (text: string) => parseDateTimeInput(text) as Instant;

function errorsOf(query: string, context: QueryContext = ctx) {
  const result = validateOrdersQuery(new URLSearchParams(query), context);
  if (result.ok) throw new Error(`expected a 400 for ${query}`);
  expect(result.problem.status).toBe(400);
  expect(result.problem.type).toBe('https://tools.ietf.org/html/rfc9110#section-15.5.1');
  return result.problem.errors;
}

function parsedValue(query: string, context: QueryContext = ctx) {
  const result = validateOrdersQuery(new URLSearchParams(query), context);
  if (!result.ok) throw new Error(`unexpected 400 for ${query}: ${JSON.stringify(result.problem.errors)}`);
  return result.value;
}

describe('validateOrdersQuery', () => {
  it('puts the spec message on both keys when orderIdAfter and createdAtBefore are missing', () => {
    expect(errorsOf('pairSymbol=BTCTRY')).toEqual({
      orderIdAfter: ['OrderIdAfter or CreatedAtBefore is required.'],
      createdAtBefore: ['OrderIdAfter or CreatedAtBefore is required.'],
    });
  });

  it.each([
    ['orderIdAfter=1', 'The PairSymbol field is required.'],
    ['pairSymbol=&orderIdAfter=1', 'The PairSymbol field is required.'],
    ['pairSymbol=XYZ&orderIdAfter=1', 'PairSymbol must exist.'],
    ['pairSymbol=btctry&orderIdAfter=1', 'PairSymbol must exist.'],
  ])('pairSymbol: %s', (query, message) => {
    expect(errorsOf(query)).toEqual({ pairSymbol: [message] });
  });

  it('says why Canceled is rejected', () => {
    expect(errorsOf('pairSymbol=BTCTRY&orderIdAfter=1&status=Canceled')).toEqual({
      status: ['Status Canceled cannot be listed; the accepted values are Untouched, Partial, Closed.'],
    });
  });

  it('collects every error of the query', () => {
    const errors = errorsOf('status=Canceled&pageSize=51&page=0&order=up&type=buy');
    expect(Object.keys(errors).sort()).toEqual(['createdAtBefore', 'order', 'orderIdAfter', 'page', 'pageSize', 'pairSymbol', 'status', 'type']);
  });

  it('keys its errors by the parameters ORDERS_PARAMETERS names, and only those', () => {
    const every = ORDERS_PARAMETERS.map((name) => `${name}=x&${name}=y`).join('&');
    expect(Object.keys(errorsOf(every)).sort()).toEqual([...ORDERS_PARAMETERS].sort());
  });

  it.each([
    ['status=Canceled', 'status'],
    ['status=Closed&status=Canceled', 'status'],
    ['status=closed', 'status'],
    ['type=Both', 'type'],
    ['pageSize=0', 'pageSize'],
    ['pageSize=51', 'pageSize'],
    ['pageSize=+5', 'pageSize'],
    ['pageSize=5.0', 'pageSize'],
    ['pageSize=1e1', 'pageSize'],
    ['pageSize=%205', 'pageSize'],
    ['pageSize=-1', 'pageSize'],
    ['page=0', 'page'],
    ['page=2147483648', 'page'],
    ['page=99999999999999999999', 'page'],
    ['page=1&page=2', 'page'],
    ['order=sideways', 'order'],
    ['order=ASC&order=DESC', 'order'],
    ['createdAtBefore=yesterday', 'createdAtBefore'],
    ['createdAtAfter=2026-02-30', 'createdAtAfter'],
    ['pairSymbol=ETHTRY', 'pairSymbol'],
  ])('rejects %s on %s', (extra, key) => {
    const errors = errorsOf(`pairSymbol=BTCTRY&orderIdAfter=1&${extra}`);
    expect(Object.keys(errors)).toEqual([key]);
  });

  it('applies the defaults', () => {
    expect(parsedValue('pairSymbol=BTCTRY&orderIdAfter=10')).toEqual({
      pairSymbol: 'BTCTRY',
      orderIdAfter: '10',
      type: [],
      status: ['Untouched', 'Partial', 'Closed'],
      window: {},
      page: 1,
      pageSize: 50,
      order: 'DESC',
      orderedBy: 'id',
    });
  });

  it.each([
    ['asc', 'ASC'],
    ['Desc', 'DESC'],
    ['ASC', 'ASC'],
  ])('reads order=%s as %s', (order, expected) => {
    expect(parsedValue(`pairSymbol=BTCTRY&orderIdAfter=1&order=${order}`).order).toBe(expected);
  });

  it('keeps page 2147483647 and pageSize bounds, ignores unknown parameters', () => {
    const v = parsedValue('pairSymbol=BTCTRY&orderIdAfter=1&page=2147483647&pageSize=1&foo=bar');
    expect([v.page, v.pageSize]).toEqual([2147483647, 1]);
    expect(parsedValue('pairSymbol=BTCTRY&orderIdAfter=1&pageSize=050').pageSize).toBe(50);
  });

  it('keeps status and type filters, without duplicates', () => {
    const v = parsedValue('pairSymbol=BTCTRY&orderIdAfter=1&status=Closed&status=Partial&status=Closed&type=Sell');
    expect(v.status).toEqual(['Closed', 'Partial']);
    expect(v.type).toEqual(['Sell']);
  });

  it('defaults createdAtAfter to 90 days before createdAtBefore and orders by createdAt', () => {
    const v = parsedValue('pairSymbol=BTCTRY&createdAtBefore=2026-02-01T00:00:00');
    expect(v.window).toEqual({ after: at('2025-11-03T00:00:00'), before: at('2026-02-01T00:00:00') });
    expect(v.orderedBy).toBe('createdAt');
    expect(v.orderIdAfter).toBeUndefined();
  });

  it('replaces a range over 90 days by 90 days anchored at createdAtBefore', () => {
    const v = parsedValue('pairSymbol=BTCTRY&createdAtBefore=2026-02-01&createdAtAfter=2025-01-01');
    expect(v.window).toEqual({ after: at('2025-11-03'), before: at('2026-02-01') });
  });

  it('anchors at createdAtAfter and reads the clock with windowAnchor after', () => {
    const c: QueryContext = { ...ctx, windowAnchor: 'after' };
    expect(parsedValue('pairSymbol=BTCTRY&createdAtBefore=2026-02-01&createdAtAfter=2025-01-01', c).window).toEqual({
      after: at('2025-01-01'),
      before: at('2025-04-01'),
    });
    expect(parsedValue('pairSymbol=BTCTRY&createdAtBefore=2026-02-01', c).window).toEqual({ after: at('2025-12-01T12:00:00'), before: at('2026-02-01') });
  });

  it('accepts an inverted window as an empty one', () => {
    const v = parsedValue('pairSymbol=BTCTRY&createdAtBefore=2026-01-01&createdAtAfter=2026-02-01');
    expect(v.window).toEqual({ after: at('2026-02-01'), before: at('2026-01-01') });
  });

  it("keeps createdAtAfter as the window's lower bound alone when only orderIdAfter is set, and no bound without it", () => {
    expect(parsedValue('pairSymbol=BTCTRY&orderIdAfter=5&createdAtAfter=2020-01-01').window).toEqual({ after: at('2020-01-01') });
    expect(parsedValue('pairSymbol=BTCTRY&orderIdAfter=5').window).toEqual({});
  });

  it('does not add "required" on a key that already has an error', () => {
    expect(errorsOf('pairSymbol=BTCTRY&createdAtBefore=nope')).toEqual({
      createdAtBefore: ["The value 'nope' is not valid for CreatedAtBefore."],
    });
    expect(errorsOf('pairSymbol=BTCTRY&orderIdAfter=1&orderIdAfter=2')).toEqual({
      orderIdAfter: ['OrderIdAfter must be sent only once.'],
    });
  });

  it('shortens long values quoted in messages', () => {
    const errors = errorsOf(`pairSymbol=BTCTRY&orderIdAfter=1&page=${'9'.repeat(100)}`);
    expect(errors.page![0]!.length).toBeLessThan(80);
  });

  it('reads numbers in a record input as their text', () => {
    const result = validateOrdersQuery({ pairSymbol: 'BTCTRY', orderIdAfter: 7, page: 2, pageSize: [10] }, ctx);
    expect(result.ok && [result.value.orderIdAfter, result.value.page, result.value.pageSize]).toEqual(['7', 2, 10]);
  });

  it('accepts a record input and a Set of pairs', () => {
    const result = validateOrdersQuery(
      { pairSymbol: 'ETHTRY', orderIdAfter: '3', status: ['Closed'], type: undefined, page: [] },
      { now, pairs: new Set(['ETHTRY']) },
    );
    expect(result.ok && result.value.status).toEqual(['Closed']);
  });
});
