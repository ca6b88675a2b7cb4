// trades.decimal-scale on canned exchanges: pairs outside the sampled three are judged on the
// trades lists the run already read.
import { describe, expect, it } from 'vitest';
import { cannedContext, codesOf } from '../../../test/support/canned-context.js';
import type { Responder } from '../../../test/support/canned-context.js';
import { tradesDecimalScale } from './decimal-scale.js';
import { checkTable } from '#test-support/check-table.js';

const PAIRS = ['AAATRY', 'AAATRY', 'AAATRY', 'BBBTRY', 'BBBTRY', 'CCCTRY', 'DDDBTC'];
const trade = (pair: string, i: number, digits: number) => ({
  id: `t${i}`,
  orderId: `o${i}`,
  pairSymbol: pair,
  side: 'Buy',
  createdAt: '2026-11-19T10:00:00.0000000',
  amount: `1.${'0'.repeat(digits)}`,
});
const trades = (digitsOf: (pair: string) => number) => PAIRS.map((p, i) => trade(p, i, digitsOf(p)));

const server =
  (digitsOf: (pair: string) => number): Responder =>
  (r) => {
    if (r.path !== '/v1/trades') return { status: 200, json: trades(digitsOf)[0] };
    const asked = new Set([r.query.pairSymbol].flat().map(String));
    return { status: 200, json: trades(digitsOf).filter((t) => asked.has(t.pairSymbol)) };
  };

async function run(digitsOf: (pair: string) => number) {
  const ctx = cannedContext({ respond: server(digitsOf), account: { trades: trades(() => 16) } as never });
  await ctx.http.get('/v1/trades', { pairSymbol: [...new Set(PAIRS)], createdAtBefore: '2026-11-20T12:00:00' });
  return tradesDecimalScale.run(ctx);
}

describe('trades.decimal-scale on canned exchanges', () => {
  it('passes 16 digits everywhere', async () => {
    expect((await run(() => 16)).status).toBe('passed');
  });

  it('fails 8 digits on a pair outside the sample', async () => {
    expect(codesOf(await run((p) => (p.endsWith('BTC') ? 8 : 16)))).toEqual(['record-scale']);
  });
});

checkTable(tradesDecimalScale, {
  fails: [
    { fault: 'trades-scale-8-digits', codes: ['record-scale'] },
    { fault: 'scale-8-digits-on-crypto-quoted-pairs', codes: ['record-scale'] },
  ],
});
