// isolation.order-by-id and isolation.trade-by-id on canned exchanges: the second account's record
// looked up by the first must get a non-2xx; which one is INFO.
import { describe, expect, it } from 'vitest';
import { cannedContext, codesOf } from '#support/canned-context.testutil.js';
import type { Responder } from '#support/canned-context.testutil.js';
import { FIRST, SECOND } from '#support/canned-fixtures.testutil.js';
import { isolationOrderById } from './order-by-id.js';
import { isolationTradeById } from './trade-by-id.js';

const answering =
  (status: number, accountId?: string): Responder =>
  (r) =>
    /^\/v1\/(orders|trades)\/./.test(r.path)
      ? { status, json: accountId ? { id: r.path.split('/').pop(), accountId } : { status } }
      : { status: 200, json: [] };

describe('isolation by id on canned exchanges', () => {
  it.each([
    ['404', answering(404), true, 'passed', []],
    ['403 while the credentials are accepted', answering(403), true, 'passed', []],
    ['200 with the second account’s record', answering(200, '222'), true, 'failed', ['other-account-returned']],
    ['200 with a record of the first account’s own', answering(200, '111'), true, 'passed', []],
    ['401 while the credentials are refused', answering(401), false, 'not-evaluated', []],
  ] as const)('%s: %s', async (_, respond, accepted, status, codes) => {
    for (const check of [isolationOrderById, isolationTradeById]) {
      const outcome = await check.run(cannedContext({ respond, account: FIRST, secondAccount: SECOND, credentialsAccepted: accepted }));
      expect(outcome.status, `${check.id}: ${outcome.message}`).toBe(status);
      expect(codesOf(outcome)).toEqual(codes);
    }
  });
});
