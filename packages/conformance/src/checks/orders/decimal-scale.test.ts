// orders.decimal-scale on canned exchanges: the sample covers the three busiest pairs; the others
// are judged on the lists the run already read (discovery reads every pair), at no request's cost.
import { describe, expect, it } from 'vitest';
import { cannedContext, codesOf } from '../../../test/support/canned-context.js';
import type { Responder } from '../../../test/support/canned-context.js';
import { ordersDecimalScale } from './decimal-scale.js';
import { checkTable } from '#test-support/check-table.js';

const PAIRS = { AAATRY: 4, BBBTRY: 3, CCCTRY: 2, DDDBTC: 1 } as const;
const order = (pair: string, i: number, digits: number) => ({
  id: `${pair}-${i}`,
  pairSymbol: pair,
  createdAt: '2026-11-19T10:00:00.0000000',
  status: 'Closed',
  amount: `1.${'0'.repeat(digits)}`,
  price: `2.${'0'.repeat(digits)}`,
});
const listOf = (pair: string, digitsOf: (pair: string) => number) =>
  Array.from({ length: PAIRS[pair as keyof typeof PAIRS] }, (_, i) => order(pair, i, digitsOf(pair)));
const ACCOUNT = { orders: new Map(Object.keys(PAIRS).map((p) => [p, listOf(p, () => 16)])) } as never;

const server =
  (digitsOf: (pair: string) => number): Responder =>
  (r) => {
    if (r.path === '/v1/orders') return { status: 200, json: listOf(String(r.query.pairSymbol), digitsOf) };
    const id = r.path.split('/').pop()!;
    return { status: 200, json: order(id.split('-')[0]!, 0, digitsOf(id.split('-')[0]!)) };
  };

async function run(digitsOf: (pair: string) => number) {
  const ctx = cannedContext({ respond: server(digitsOf), account: ACCOUNT });
  // What discovery read: every pair.
  for (const pairSymbol of Object.keys(PAIRS)) await ctx.http.get('/v1/orders', { pairSymbol, createdAtBefore: '2026-11-20T12:00:00' });
  const before = ctx.sent.length;
  const outcome = await ordersDecimalScale.run(ctx);
  return { outcome, sent: ctx.sent.slice(before) };
}

describe('orders.decimal-scale on canned exchanges', () => {
  it('passes 16 digits on every pair, sampling three pairs and reading the fourth from the run', async () => {
    const { outcome, sent } = await run(() => 16);
    expect(outcome.status, outcome.message).toBe('passed');
    expect(outcome.message).toContain('1 other pairs');
    expect(sent.filter((r) => r.path === '/v1/orders').map((r) => r.query.pairSymbol)).not.toContain('DDDBTC');
  });

  it('fails 8 digits on the quietest pair, outside the sample', async () => {
    const { outcome } = await run((pair) => (pair.endsWith('BTC') ? 8 : 16));
    expect(codesOf(outcome)).toEqual(['record-scale']);
  });
});

checkTable(ordersDecimalScale, {
  fails: [
    { fault: 'orders-scale-8-digits', codes: ['record-scale'] },
    { fault: 'scale-8-digits-on-crypto-quoted-pairs', codes: ['record-scale'] },
  ],
});
