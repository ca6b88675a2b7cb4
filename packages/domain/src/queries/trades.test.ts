import { describe, expect, it } from 'vitest';
import { parseDateTimeInput, type Instant } from '../instant.js';
import { validateTradesQuery } from './trades.js';
import type { QueryContext } from './types.js';

const ctx: QueryContext = { now: new Date('2026-03-01T00:00:00Z'), pairs: ['BTCTRY', 'ETHTRY'] };
const at = (text: string) => parseDateTimeInput(text) as Instant;
const run = (query: string, context: QueryContext = ctx) => validateTradesQuery(new URLSearchParams(query), context);

function errorsOf(query: string, context?: QueryContext) {
  const result = run(query, context);
  if (result.ok) throw new Error(`expected a 400 for ${query}`);
  return result.problem.errors;
}
function parsedValue(query: string, context?: QueryContext) {
  const result = run(query, context);
  if (!result.ok) throw new Error(`unexpected 400 for ${query}: ${JSON.stringify(result.problem.errors)}`);
  return result.value;
}

describe('validateTradesQuery', () => {
  it('requires pairSymbol and one of createdAt / createdAtBefore', () => {
    expect(errorsOf('')).toEqual({
      pairSymbol: ['The PairSymbol field is required.'],
      createdAtBefore: ['CreatedAt or CreatedAtBefore is required.'],
      createdAt: ['CreatedAt or CreatedAtBefore is required.'],
    });
  });

  it('reads pairSymbol as a repeated parameter, each value must exist', () => {
    expect(parsedValue('pairSymbol=BTCTRY&pairSymbol=ETHTRY&pairSymbol=BTCTRY&createdAt=2026-01-01').pairSymbol).toEqual(['BTCTRY', 'ETHTRY']);
    expect(errorsOf('pairSymbol=BTCTRY&pairSymbol=NOPE&pairSymbol=NADA&createdAt=2026-01-01')).toEqual({ pairSymbol: ['PairSymbol must exist.'] });
  });

  it.each([
    ['side=buy', 'side'],
    ['side=Buy&side=Sell', 'side'],
    ['pageSize=1001', 'pageSize'],
    ['pageSize=0', 'pageSize'],
    ['page=0', 'page'],
    ['order=x', 'order'],
    ['createdAtAfter=x', 'createdAtAfter'],
    ['createdAtBefore=2026-13-01', 'createdAtBefore'],
  ])('rejects %s on %s', (extra, key) => {
    expect(Object.keys(errorsOf(`pairSymbol=BTCTRY&createdAt=2026-01-01&${extra}`))).toEqual([key]);
  });

  it('rejects an unreadable createdAt without "required" on top', () => {
    expect(errorsOf('pairSymbol=BTCTRY&createdAt=soon')).toEqual({
      createdAt: ["The value 'soon' is not valid for CreatedAt."],
    });
  });

  it('applies defaults and marks a bare-date createdAt', () => {
    expect(parsedValue('pairSymbol=BTCTRY&createdAt=2026-01-01')).toEqual({
      pairSymbol: ['BTCTRY'],
      window: {},
      createdAt: at('2026-01-01'),
      createdAtIsDate: true,
      page: 1,
      pageSize: 50,
      order: 'DESC',
    });
    const v = parsedValue('pairSymbol=BTCTRY&createdAt=2026-01-01T10:00:00Z&side=Sell&pageSize=1000&order=asc');
    expect([v.createdAtIsDate, v.side, v.pageSize, v.order]).toEqual([false, 'Sell', 1000, 'ASC']);
  });

  it('clamps the window as orders do, and keeps createdAtAfter alone as a lower bound', () => {
    expect(parsedValue('pairSymbol=BTCTRY&createdAtBefore=2026-02-01&createdAtAfter=2020-01-01').window).toEqual({
      after: at('2025-11-03'),
      before: at('2026-02-01'),
    });
    expect(parsedValue('pairSymbol=BTCTRY&createdAt=2026-01-01&createdAtAfter=2025-12-01').window).toEqual({ after: at('2025-12-01') });
    expect(parsedValue('pairSymbol=BTCTRY&createdAt=2026-01-01').window).toEqual({});
  });

  describe("orderId, 'exclusive' reading (default)", () => {
    it('needs nothing else', () => {
      expect(parsedValue('orderId=42&unknown=1')).toEqual({
        pairSymbol: [],
        orderId: '42',
        window: {},
        page: 1,
        pageSize: 50,
        order: 'DESC',
      });
    });
    it('rejects every other listed parameter on its own key', () => {
      expect(Object.keys(errorsOf('orderId=42&pairSymbol=BTCTRY&side=Buy&page=1&createdAt=2026-01-01')).sort()).toEqual([
        'createdAt',
        'page',
        'pairSymbol',
        'side',
      ]);
    });
    it('rejects orderId sent twice', () => {
      expect(Object.keys(errorsOf('orderId=1&orderId=2&pairSymbol=BTCTRY&createdAt=2026-01-01'))).toEqual(['orderId']);
    });
  });

  describe("orderId, 'filter' reading", () => {
    const filter: QueryContext = { ...ctx, tradesOrderId: 'filter' };
    it('still requires pairSymbol and a date', () => {
      expect(Object.keys(errorsOf('orderId=42', filter)).sort()).toEqual(['createdAt', 'createdAtBefore', 'pairSymbol']);
    });
    it('keeps orderId as one more filter', () => {
      expect(parsedValue('orderId=42&pairSymbol=BTCTRY&createdAtBefore=2026-01-01', filter).orderId).toBe('42');
    });
  });
});
