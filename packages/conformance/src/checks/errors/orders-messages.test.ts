// errors.orders-messages on canned exchanges: the meaning of rules 2 and 3 in other words passes,
// a message naming one key only or an unknown pair "required" fails; the run's own 400s are reused.
import { describe, expect, it } from 'vitest';
import { cannedContext, codesOf } from '../../../test/support/canned-context.js';
import type { Responder } from '../../../test/support/canned-context.js';
import { ordersMessages } from './orders-messages.js';
import { checkTable } from '#test-support/check-table.js';

const PAIRS = { brokerPairs: [{ symbol: 'BTCTRY' }, { symbol: 'ETHTRY' }] } as never;

interface Words {
  orderIdAfter: string;
  createdAtBefore: string;
  missing: string;
  unknown: string;
}

const SPEC: Words = {
  orderIdAfter: 'OrderIdAfter or CreatedAtBefore is required.',
  createdAtBefore: 'OrderIdAfter or CreatedAtBefore is required.',
  missing: 'The PairSymbol field is required.',
  unknown: 'PairSymbol must exist.',
};

function server(words: Words): Responder {
  return (r) => {
    if (r.path !== '/v1/orders') return undefined;
    const errors: Record<string, string[]> = {};
    if (r.query.orderIdAfter === undefined && r.query.createdAtBefore === undefined) {
      errors.orderIdAfter = [words.orderIdAfter];
      errors.createdAtBefore = [words.createdAtBefore];
    }
    if (r.query.pairSymbol === undefined) errors.pairSymbol = [words.missing];
    else if (!['BTCTRY', 'ETHTRY'].includes(String(r.query.pairSymbol))) errors.pairSymbol = [words.unknown];
    return {
      status: 400,
      json: { type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1', title: 'One or more validation errors occurred.', status: 400, errors, traceId: 't' },
    };
  };
}

describe('errors.orders-messages on canned exchanges', () => {
  it.each([
    ["the spec's words", SPEC, 'passed', []],
    [
      'other words, same meaning',
      {
        orderIdAfter: 'Either order_id_after or created_at_before must be provided',
        createdAtBefore: 'one of orderIdAfter / createdAtBefore is mandatory',
        missing: 'pairSymbol is missing',
        unknown: "pair symbol 'XYZ' is unknown",
      },
      'passed',
      [],
    ],
    [
      'each key names only itself',
      { ...SPEC, orderIdAfter: 'OrderIdAfter is required.', createdAtBefore: 'CreatedAtBefore is required.' },
      'failed',
      ['created-at-before-message', 'order-id-after-message'],
    ],
    ['both named, no verb', { ...SPEC, orderIdAfter: 'OrderIdAfter or CreatedAtBefore.' }, 'failed', ['order-id-after-message']],
    ['an unknown pair "is required"', { ...SPEC, unknown: 'The PairSymbol field is required.' }, 'failed', ['pair-unknown-message']],
    ['a missing pair "must exist"', { ...SPEC, missing: 'PairSymbol must exist.' }, 'failed', ['pair-missing-message']],
  ] as const)('%s', async (_, words, status, codes) => {
    const outcome = await ordersMessages.run(cannedContext({ respond: server(words), discovery: PAIRS }));
    expect(outcome.status, outcome.message).toBe(status);
    expect(codesOf(outcome)).toEqual(codes);
  });

  it("reuses the run's own 400s and sends nothing then", async () => {
    const ctx = cannedContext({ respond: server(SPEC), discovery: PAIRS });
    await ctx.http.get('/v1/orders', {});
    await ctx.http.get('/v1/orders', { pairSymbol: 'NOPE', createdAtBefore: '2026-11-20T12:00:00' });
    const before = ctx.sent.length;
    expect((await ordersMessages.run(ctx)).status).toBe('passed');
    expect(ctx.sent.length).toBe(before);
  });

  it('is unobservable when no 400 comes back', async () => {
    const outcome = await ordersMessages.run(cannedContext({ respond: () => ({ status: 200, json: [] }), discovery: PAIRS }));
    expect(outcome.status).toBe('not-evaluated');
  });
});

checkTable(ordersMessages, {
  fails: [
    { fault: 'validation-errors-as-list', codes: ['pair-missing-message'] },
    { fault: 'orders-both-missing-message-names-one-key', codes: ['created-at-before-message', 'order-id-after-message'] },
    { fault: 'orders-pair-message-always-required', codes: ['pair-unknown-message'] },
  ],
});
