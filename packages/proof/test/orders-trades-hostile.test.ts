// The orders and trades checks against targets that answer every order and trade request the same
// hostile way (broker pairs stay sane, so the checks have pairs to ask for): no check throws, and
// none passes but the INFO observations. Kept from the orders and trades fault table when its rows
// moved into the mutation table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crashedChecks, runOrdersAndTrades, startHostileTarget, type Answer, type HostileTarget } from './support/hostile-target.js';

const PAIRS: Answer = { status: 200, body: JSON.stringify([{ symbol: 'AAABBB' }, { symbol: 'CCCDDD' }]) };
const json = (body: unknown): Answer => ({ status: 200, body: JSON.stringify(body) });

const ANSWERS: readonly (readonly [string, Answer])[] = [
  ['lists of non-objects', json([null, 5, 'x', [1]])],
  ['envelopes instead of arrays', json({ items: [], total: 0 })],
  ['HTML with 200', { status: 200, type: 'text/html', body: '<html>' }],
  ['500 everywhere', { status: 500, type: 'text/plain', body: 'boom' }],
];

let target: HostileTarget;
beforeAll(async () => {
  target = await startHostileTarget(() => PAIRS);
});
afterAll(() => target.close());

describe('orders and trades checks on hostile targets', () => {
  // One target at a time: they share the server.
  it.each(ANSWERS)('%s: no check throws, and none passes but INFO observations', async (_, answer) => {
    target.use((path) => (path === '/v1/broker-pairs' ? PAIRS : answer));
    const report = await runOrdersAndTrades(target);
    expect(report.results.length).toBeGreaterThan(40);
    expect(crashedChecks(report)).toEqual([]);
    expect(report.results.filter((r) => r.status === 'passed' && r.level !== 'INFO').map((r) => r.id)).toEqual([]);
  });
});
