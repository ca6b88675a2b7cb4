// authentication.every-page-and-mode on canned exchanges: a server that checks credentials on every
// request passes whatever its 4xx; one that skips them past page 1 or in one mode fails.
import { describe, expect, it } from 'vitest';
import { cannedContext, codesOf, signedAsAccount } from '../../../test/support/canned-context.js';
import type { CannedRequest, Responder } from '../../../test/support/canned-context.js';
import { FIRST } from '../../../test/support/canned-fixtures.js';
import { authenticationEveryPageAndMode } from './every-page-and-mode.js';
import { checkTable } from '#test-support/check-table.js';

/** Refuses unsigned requests with `status` unless `skip` says this query goes through. */
const server =
  (status: number, skip: (r: CannedRequest) => boolean = () => false): Responder =>
  (r) =>
    signedAsAccount(r) || skip(r) ? { status: 200, json: [] } : { status, json: { status } };

describe('authentication.every-page-and-mode on canned exchanges', () => {
  it.each([
    ['401 everywhere', server(401), 'passed', []],
    ['403 everywhere', server(403), 'passed', []],
    ['page 2 unchecked', server(401, (r) => Number(r.query.page ?? 1) > 1), 'failed', ['accepted-without-credentials']],
    ['orderIdAfter unchecked', server(401, (r) => r.query.orderIdAfter !== undefined), 'failed', ['accepted-without-credentials']],
    ['trades by createdAt unchecked', server(401, (r) => r.query.createdAt !== undefined), 'failed', ['accepted-without-credentials']],
    ['wallets filter unchecked', server(401, (r) => r.query.currencySymbol !== undefined), 'failed', ['accepted-without-credentials']],
  ] as const)('%s', async (_, respond, status, codes) => {
    const ctx = cannedContext({ respond, account: FIRST });
    const outcome = await authenticationEveryPageAndMode.run(ctx);
    expect(outcome.status, outcome.message).toBe(status);
    expect(codesOf(outcome)).toEqual(codes);
  });

  it('fails no 2xx that the signed request does not get either (OPEN-POINTS #5)', async () => {
    const ctx = cannedContext({ respond: () => ({ status: 200, json: [] }), account: FIRST });
    ctx.http.get = ((get) => async (path, query, options) => {
      const e = await get(path, query, options);
      return options?.credentials === 'none' ? e : { ...e, status: 400 };
    })(ctx.http.get.bind(ctx.http));
    expect((await authenticationEveryPageAndMode.run(ctx)).status).toBe('passed');
  });

  it('sends both readings of the trades orderId mode, and needs discovered records', async () => {
    const ctx = cannedContext({ respond: server(401), account: FIRST });
    await authenticationEveryPageAndMode.run(ctx);
    expect(ctx.sent.filter((r) => r.query.orderId !== undefined).map((r) => r.query.pairSymbol === undefined)).toEqual([true, false]);
    expect((await authenticationEveryPageAndMode.run(cannedContext({ respond: server(401) }))).status).toBe('not-evaluated');
  });
});

checkTable(authenticationEveryPageAndMode, {
  fails: [
    { fault: 'auth-skipped-past-page-1', codes: ['accepted-without-credentials'] },
    { fault: 'auth-skipped-by-order-id', codes: ['accepted-without-credentials'] },
  ],
});
