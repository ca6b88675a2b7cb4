// A server that answers in UTF-16LE (`charset=utf-16le`), as issue 33 met one: orders.pair-missing-400
// threw "Cannot read properties of undefined (reading 'errors')" on its 400. Through the real runner
// (its client, its engine), every orders and trades check ends with an outcome of its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crashedChecks, runOrdersAndTrades, startHostileTarget, type Answer, type HostileTarget, type Target } from './support/hostile-target.js';

const PAIRS: Answer = { status: 200, body: JSON.stringify([{ symbol: 'AAABBB' }, { symbol: 'CCCDDD' }]) };
const utf16 = (status: number, value: unknown): Answer => ({
  status,
  body: Buffer.from(JSON.stringify(value), 'utf16le'),
  type: 'application/json; charset=utf-16le',
});

const PROBLEM = utf16(400, { type: 'about:blank', title: 'Bad Request', status: 400, errors: { pairSymbol: ['required'] } });
const EMPTY: Answer = { status: 200, body: '[]' };
const LIST = utf16(200, [{ id: '1', pairSymbol: 'AAABBB', status: 'Closed', createdAt: '2026-11-19T10:01:00.0000000' }]);

const TARGETS: readonly (readonly [string, Target])[] = [
  // Preflight and discovery get sane answers; every request without a pair is refused in UTF-16LE.
  [
    'a UTF-16LE problem to each request without a pair',
    (path, query) => (path === '/v1/broker-pairs' ? PAIRS : query.has('pairSymbol') || path === '/v1/account-wallets' ? EMPTY : PROBLEM),
  ],
  [
    'a UTF-16LE list for every orders and trades request',
    (path) => (path === '/v1/broker-pairs' ? PAIRS : path.startsWith('/v1/orders') || path.startsWith('/v1/trades') ? LIST : EMPTY),
  ],
];

let target: HostileTarget;
beforeAll(async () => {
  target = await startHostileTarget(() => PAIRS);
});
afterAll(() => target.close());

describe('orders and trades checks against a UTF-16LE server', () => {
  it.each(TARGETS)('%s: no check throws', { timeout: 120_000 }, async (_, answer) => {
    target.use(answer);
    const report = await runOrdersAndTrades(target);
    expect(report.results.length).toBeGreaterThan(40);
    expect(crashedChecks(report)).toEqual([]);
  });
});
