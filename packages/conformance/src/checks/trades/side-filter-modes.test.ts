// trades.side-filter-modes on canned exchanges: side holds with createdAt, a window and orderId;
// with orderId it is judged only where the server applies the other parameters (OPEN-POINTS #1).
import { describe, expect, it } from 'vitest';
import { cannedContext, codesOf } from '../../../test/support/canned-context.js';
import type { CannedRequest, Responder } from '../../../test/support/canned-context.js';
import { tradesSideFilterModes } from './side-filter-modes.js';
import { checkTable } from '#test-support/check-table.js';

const at = (h: number) => `2026-11-19T${String(h).padStart(2, '0')}:00:00.0000000`;
const TRADES = [
  { id: 't1', orderId: 'o1', pairSymbol: 'BTCTRY', side: 'Buy', createdAt: at(9) },
  { id: 't2', orderId: 'o1', pairSymbol: 'BTCTRY', side: 'Buy', createdAt: at(10) },
  { id: 't3', orderId: 'o2', pairSymbol: 'BTCTRY', side: 'Sell', createdAt: at(11) },
];
const ACCOUNT = { trades: TRADES } as never;

type Reading = 'filter' | 'ignore-others' | 'refuse-others';

/** A trades server; `ignoresSide` names the modes where it drops side. */
const server =
  (reading: Reading, ignoresSide: (r: CannedRequest) => boolean = () => false): Responder =>
  (r) => {
    if (r.path !== '/v1/trades') return undefined;
    const q = r.query;
    if (q.orderId !== undefined) {
      const own = TRADES.filter((t) => t.orderId === q.orderId);
      if (reading === 'refuse-others') return { status: 400, json: { status: 400 } };
      if (reading === 'ignore-others') return { status: 200, json: own };
      const sided = ignoresSide(r) || q.side === undefined ? own : own.filter((t) => t.side === q.side);
      return { status: 200, json: sided.slice(0, Number(q.pageSize ?? 50)) };
    }
    const sided = ignoresSide(r) || q.side === undefined ? TRADES : TRADES.filter((t) => t.side === q.side);
    return { status: 200, json: sided };
  };

describe('trades.side-filter-modes on canned exchanges', () => {
  it.each([
    ['filter reading, side applied', server('filter'), 'passed', []],
    ['orderId ignoring the others', server('ignore-others'), 'passed', []],
    ['orderId refusing the others', server('refuse-others'), 'passed', []],
    ['side dropped with createdAt', server('filter', (r) => r.query.createdAt !== undefined), 'failed', ['created-at-mode-other-side']],
    ['side dropped in a window', server('filter', (r) => r.query.createdAtAfter !== undefined), 'failed', ['window-mode-other-side']],
    ['side dropped with orderId', server('filter', (r) => r.query.orderId !== undefined), 'failed', ['order-id-mode-other-side']],
  ] as const)('%s', async (_, respond, status, codes) => {
    const outcome = await tradesSideFilterModes.run(cannedContext({ respond, account: ACCOUNT }));
    expect(outcome.status, outcome.message).toBe(status);
    expect(codesOf(outcome)).toEqual(codes);
  });

  it('is not evaluated without discovered trades', async () => {
    expect((await tradesSideFilterModes.run(cannedContext({ respond: server('filter') }))).status).toBe('not-evaluated');
  });
});

checkTable(tradesSideFilterModes, {
  fails: [
    { fault: 'trades-side-only-with-created-at-before', codes: ['created-at-mode-other-side', 'window-mode-other-side'] },
    { fault: 'trades-side-ignored-with-order-id', codes: ['order-id-mode-other-side'], profile: { tradesOrderId: 'filter' } },
  ],
});
