// Properties: every generated valid query is accepted; each generated invalid one is rejected with
// exactly the corrupted key.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ordersQuery, pairSymbols, tradesQuery, transfersQuery, type WireQuery } from '../testing/queries.js';
import { validateOrdersQuery } from './orders.js';
import { validateTradesQuery } from './trades.js';
import { validateCryptoDepositsQuery, validateCryptoWithdrawalsQuery } from './transfers.js';
import type { QueryContext, QueryInput, QueryResult } from './types.js';

const now = new Date('2026-03-01T00:00:00Z');
const toParams = (q: WireQuery) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) for (const x of typeof v === 'string' ? [v] : v) p.append(k, x);
  return p;
};

type Corruption = { key: string; apply: (q: WireQuery) => WireQuery };
const set = (key: string, value: string | readonly string[]): Corruption => ({
  key,
  apply: (q) => ({ ...q, [key]: typeof value === 'string' ? value : [...value] }),
});
const twice = (key: string): Corruption => ({
  key,
  apply: (q) => ({ ...q, [key]: [typeof q[key] === 'string' ? q[key] : '1', '2'] }),
});

const common = (maxPageSize: number, orderKey: string) =>
  fc.oneof(
    fc.integer({ min: maxPageSize + 1, max: 2_147_483_647 }).map((n) => set('pageSize', String(n))),
    fc.constantFrom('0', '-1', '+1', '1.0', '1e2', ' 1', 'one', '2147483648').map((v) => set('pageSize', v)),
    fc.constantFrom('0', '-3', '1.5', 'x', '99999999999').map((v) => set('page', v)),
    fc.constantFrom('up', 'ascending', 'DES', '1').map((v) => set(orderKey, v)),
    fc.constantFrom('page', 'pageSize', orderKey).map(twice),
    fc.constantFrom('createdAtBefore', 'createdAtAfter').chain((k) => fc.constantFrom('2026-02-30', 'now', '01/02/2026').map((v) => set(k, v))),
  );

function check<T>(
  valid: fc.Arbitrary<WireQuery>,
  corruption: fc.Arbitrary<Corruption>,
  validate: (q: QueryInput, ctx: QueryContext) => QueryResult<T>,
  ctx: QueryContext,
) {
  fc.assert(
    fc.property(valid, fc.boolean(), (q, asParams) => {
      const r = validate(asParams ? toParams(q) : q, ctx);
      expect(r.ok, JSON.stringify(r)).toBe(true);
    }),
  );
  fc.assert(
    fc.property(valid, corruption, (q, c) => {
      const r = validate(toParams(c.apply(q)), ctx);
      expect(r.ok ? [] : Object.keys(r.problem.errors), JSON.stringify(c.apply(q))).toEqual([c.key]);
    }),
  );
}

describe('query properties', () => {
  it('orders', () => {
    fc.assert(
      fc.property(pairSymbols(), (pairs) => {
        const ctx = { now, pairs };
        const corruption = fc.oneof(
          common(50, 'order'),
          fc.constantFrom(['Canceled'], ['Closed', 'Canceled'], ['closed'], ['Open']).map((v) => set('status', v)),
          fc.constantFrom(['buy'], ['Buy', 'SELL']).map((v) => set('type', v)),
          fc.constantFrom('nope', 'btctry', pairs[0]!.toLowerCase()).map((v) => set('pairSymbol', v)),
          fc.constant(twice('pairSymbol')),
        );
        check(ordersQuery(pairs), corruption, validateOrdersQuery, ctx);
      }),
      { numRuns: 10 },
    );
  });

  it.each(['exclusive', 'filter'] as const)('trades (orderId %s)', (reading) => {
    fc.assert(
      fc.property(pairSymbols(), (pairs) => {
        const ctx: QueryContext = { now, pairs, tradesOrderId: reading };
        const corruption = fc.oneof(
          common(1000, 'order'),
          fc.constantFrom('buy', 'Both').map((v) => set('side', v)),
          fc.constant(twice('side')),
          fc.constantFrom('2026-02-30', 'x').map((v) => set('createdAt', v)),
          fc.constantFrom(['nope'], [pairs[0]!, 'nope']).map((v) => set('pairSymbol', v)),
        );
        check(tradesQuery(pairs, reading), corruption, validateTradesQuery, ctx);
      }),
      { numRuns: 10 },
    );
  });

  it.each([
    ['withdrawals', validateCryptoWithdrawalsQuery, true],
    ['deposits', validateCryptoDepositsQuery, false],
  ] as const)('crypto %s', (_name, validate, withdrawals) => {
    const corruption = fc.oneof(
      common(1000, 'orderBy'),
      fc.constantFrom('createdAtBefore', 'createdAtAfter').map((key) => ({
        key,
        apply: (q: WireQuery) => {
          const { [key]: _drop, ...rest } = q;
          return rest;
        },
      })),
    );
    check(transfersQuery({ withdrawals }), corruption, validate, { now, pairs: [] });
  });
});
