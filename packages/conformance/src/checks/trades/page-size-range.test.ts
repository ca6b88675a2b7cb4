// trades.page-size-range on canned exchanges: the range shows only where more than 1000 trades match;
// a refusal of 1001 is fine whatever its 4xx, an honoured 1001 or a 5xx is not.
import type { Responder } from '../../../test/support/canned-context.js';
import { FIRST } from '../../../test/support/canned-fixtures.js';
import { tradesPageSizeRange } from './page-size-range.js';
import { checkTable } from '#test-support/check-table.js';

const trades = (n: number) => Array.from({ length: n }, (_, i) => ({ id: String(i), createdAt: '2026-11-19T10:00:00.0000000' }));

/** `total` trades match; pageSize=1001 gets `over` (a status, or 'honoured' / 'capped'). */
function server(total: number, over: number | 'honoured' | 'capped'): Responder {
  return (r) => {
    const size = Number(r.query.pageSize ?? 50);
    const page = Number(r.query.page ?? 1);
    if (size === 1001) {
      if (typeof over === 'number') return { status: over, json: { status: over } };
      return { status: 200, json: trades(Math.min(total, over === 'honoured' ? 1001 : 1000)) };
    }
    return { status: 200, json: trades(Math.max(0, Math.min(size, total - (page - 1) * size))) };
  };
}

/** pageSize=1000 answered with 999 while page 2 still holds more. */
const cutShort: Responder = (r) => ({ status: 200, json: trades(Number(r.query.pageSize) === 1000 ? 999 : Number(r.query.page ?? 1) === 2 ? 5 : 1) });
const on = (respond: Responder) => ({ respond, account: FIRST });

// The range shows only where more than 1000 trades match one window: the reference server's 6000 orders.
checkTable(tradesPageSizeRange, {
  passes: [{ orders: 6000 }],
  fails: [
    { fault: 'page-size-out-of-range-500', codes: ['page-size-1001-server-error'] },
    { fault: 'lists-page-ignored', codes: ['page-size-1000-not-honoured'] },
    { fault: 'lists-page-one-over-page-size', codes: ['page-size-1-exceeded'] },
    { fault: 'trades-page-size-cap-ignored', codes: ['page-size-1001-honoured'], orders: 12_000 },
    { fault: 'lists-page-size-max-unbounded', codes: ['page-size-1000-exceeded'], orders: 6000 },
    { fault: 'trades-page-size-out-of-range-200', codes: ['page-size-1001-not-a-list'] },
  ],
  canned: [
    { name: '1500 match, 1001 refused with 400', context: on(server(1500, 400)), status: 'passed' },
    { name: '1500 match, 1001 refused with 422', context: on(server(1500, 422)), status: 'passed' },
    { name: '1500 match, 1001 capped at 1000', context: on(server(1500, 'capped')), status: 'passed' },
    { name: '1500 match, 1001 honoured', context: on(server(1500, 'honoured')), status: 'failed', codes: ['page-size-1001-honoured'] },
    { name: '1500 match, 1001 answered 500', context: on(server(1500, 500)), status: 'failed', codes: ['page-size-1001-server-error'] },
    { name: '200 match, 1001 refused', context: on(server(200, 400)), status: 'not-evaluated' },
    { name: 'pageSize=1000 cut short while page 2 holds more', context: on(cutShort), status: 'failed', codes: ['page-size-1000-not-honoured'] },
  ],
});
