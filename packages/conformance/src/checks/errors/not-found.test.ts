// errors.order-not-found and errors.trade-not-found on canned exchanges: every id that matches
// nothing is a 404, a malformed one included.
import { describe, expect, it } from 'vitest';
import { cannedContext, codesOf } from '../../../test/support/canned-context.js';
import type { Responder } from '../../../test/support/canned-context.js';
import { orderNotFound, tradeNotFound } from './not-found.js';
import { checkTable } from '#test-support/check-table.js';

const NOT_FOUND = { type: 'https://tools.ietf.org/html/rfc9110#section-15.5.5', title: 'Not Found', status: 404, traceId: 't' };
const ACCOUNT = {
  orders: new Map([['BTCTRY', [{ id: '123', pairSymbol: 'BTCTRY' }]]]),
  trades: [{ id: '77', orderId: '123', pairSymbol: 'BTCTRY' }],
} as never;

/** 404 for every id, or `malformed` (a status) for an id that is not digits. */
const server =
  (malformed: number): Responder =>
  (r) => {
    const id = decodeURIComponent(r.path.split('/').pop()!);
    if (!/^\d+$/.test(id) && malformed !== 404)
      return { status: malformed, json: { ...NOT_FOUND, title: 'Bad Request', status: malformed, errors: { id: ['invalid'] } } };
    return { status: 404, json: NOT_FOUND };
  };

describe.each([
  ['orders', orderNotFound],
  ['trades', tradeNotFound],
] as const)('errors.%s not found on canned exchanges', (_, check) => {
  it.each([
    ['404 for every id', 404, 'passed', ['']],
    ['400 for a malformed id', 400, 'failed', ['malformed-not-404']],
    ['500 for a malformed id', 500, 'failed', ['malformed-not-404']],
  ] as const)('%s', async (_, malformed, status, codes) => {
    const ctx = cannedContext({ respond: server(malformed), account: ACCOUNT });
    const outcome = await check.run(ctx);
    expect(outcome.status, outcome.message).toBe(status);
    expect(codesOf(outcome)).toEqual(codes.filter(Boolean));
    expect(ctx.sent.map((r) => r.path.split('/').pop())).toEqual(expect.arrayContaining(['-1', 'a']));
  });
});

checkTable(orderNotFound, {
  fails: [
    { fault: 'problem-body-in-array', codes: ['not-problem-object'] },
    { fault: 'problem-fields-null', codes: ['title-not-string', 'trace-id-not-string', 'type-not-string'] },
    { fault: 'not-found-title-generic', codes: ['title-wrong'] },
    { fault: 'not-found-as-410', codes: ['not-404'] },
    { fault: 'not-found-as-empty-403', codes: ['refused-valid-credentials'] },
    { fault: 'not-found-with-errors', codes: ['errors-on-404'] },
    { fault: 'not-found-without-trace-id', codes: ['trace-id-not-string'] },
    { fault: 'not-found-status-mismatch', codes: ['status-mismatch'] },
    { fault: 'not-found-wrong-type', codes: ['type-wrong-section'] },
    { fault: 'problem-status-as-text', codes: ['status-not-integer'] },
    { fault: 'lookup-malformed-id-400', codes: ['malformed-not-404'] },
  ],
});
checkTable(tradeNotFound, {
  fails: [
    { fault: 'problem-body-in-array', codes: ['not-problem-object'] },
    { fault: 'problem-fields-null', codes: ['title-not-string', 'trace-id-not-string', 'type-not-string'] },
    { fault: 'not-found-title-generic', codes: ['title-wrong'] },
    { fault: 'not-found-as-410', codes: ['not-404'] },
    { fault: 'not-found-as-empty-403', codes: ['refused-valid-credentials'] },
    { fault: 'not-found-with-errors', codes: ['errors-on-404'] },
    { fault: 'not-found-without-trace-id', codes: ['trace-id-not-string'] },
    { fault: 'not-found-status-mismatch', codes: ['status-mismatch'] },
    { fault: 'not-found-wrong-type', codes: ['type-wrong-section'] },
    { fault: 'problem-status-as-text', codes: ['status-not-integer'] },
    { fault: 'lookup-malformed-id-400', codes: ['malformed-not-404'] },
  ],
});
