// isolation.fingerprints on canned exchanges: a leak is recognised by the record, whatever accountId
// it carries, in both directions; a refusal is no leak.
import { describe, expect, it } from 'vitest';
import { cannedContext, codesOf } from '../../../test/support/canned-context.js';
import type { CannedRequest, Responder } from '../../../test/support/canned-context.js';
import { FIRST, SECOND, cannedAccount } from '../../../test/support/canned-fixtures.js';
import type { AccountData } from '#types';
import { isolationFingerprints } from './fingerprints.js';
import { reasonOf } from '#support/outcome.js';
import { checkTable } from '#test-support/check-table.js';

const recordsOf = (data: AccountData): Record<string, unknown>[] =>
  [...[...(data.orders?.values() ?? [])].flat(), ...(data.trades ?? []), ...(data.withdrawals ?? []), ...(data.deposits ?? [])] as unknown as Record<
    string,
    unknown
  >[];

const own = (r: CannedRequest) => (r.signer === 'secondary' ? SECOND : FIRST);
const other = (r: CannedRequest) => (r.signer === 'secondary' ? FIRST : SECOND);

/** Lookups answer the caller's own records by id, 404 otherwise; lists answer the caller's records. */
const isolated: Responder = (r) => {
  const id = /^\/v1\/(?:orders|trades)\/(.+)$/.exec(r.path)?.[1];
  if (id !== undefined) {
    const found = recordsOf(own(r)).find((x) => x.id === decodeURIComponent(id));
    return found ? { status: 200, json: found } : { status: 404, json: { status: 404 } };
  }
  return { status: 200, json: [] };
};

/** Lookups find any account's record and relabel it with the caller's accountId. */
const relabelling: Responder = (r) => {
  const id = /^\/v1\/orders\/(.+)$/.exec(r.path)?.[1];
  const found = id === undefined ? undefined : recordsOf(other(r)).find((x) => x.id === decodeURIComponent(id));
  return found ? { status: 200, json: { ...found, accountId: r.signer === 'secondary' ? '222' : '111' } } : isolated(r);
};

/** Only the second account may read the first's trades by orderId. */
const oneWay: Responder = (r) =>
  r.path === '/v1/trades' && r.query.orderId !== undefined && r.signer === 'secondary' ? { status: 200, json: FIRST.trades } : isolated(r);

describe('isolation.fingerprints on canned exchanges', () => {
  it.each([
    ['an isolated server', isolated, 'passed', []],
    ['a lookup that relabels the other account’s order', relabelling, 'failed', ['other-account-record']],
    ['a leak in one direction only', oneWay, 'failed', ['other-account-record']],
    ['a server that refuses every request aimed at the other account', (() => ({ status: 403 })) as Responder, 'passed', []],
  ] as const)('%s: %s', async (_, respond, status, codes) => {
    const outcome = await isolationFingerprints.run(cannedContext({ respond, account: FIRST, secondAccount: SECOND }));
    expect(outcome.status, outcome.message).toBe(status);
    expect(codesOf(outcome)).toEqual(codes);
  });

  it('is not configured without a second account', async () => {
    const outcome = await isolationFingerprints.run(cannedContext({ respond: isolated, account: FIRST }));
    expect([outcome.status, reasonOf(outcome)]).toEqual(['not-evaluated', 'not-configured']);
  });

  it('is not evaluated when every request is refused and so are the credentials', async () => {
    const ctx = cannedContext({ respond: () => ({ status: 401 }), account: FIRST, secondAccount: SECOND, credentialsAccepted: false });
    const outcome = await isolationFingerprints.run(ctx);
    expect([outcome.status, reasonOf(outcome)]).toEqual(['not-evaluated', 'refused']);
  });

  it('cannot tell the accounts apart when they hold records alike in every identifying field', async () => {
    const twin = cannedAccount('p', '222'); // the first account's records, under another accountId
    const outcome = await isolationFingerprints.run(cannedContext({ respond: isolated, account: FIRST, secondAccount: twin }));
    expect([outcome.status, reasonOf(outcome)]).toEqual(['not-evaluated', 'unobservable']);
  });
});

checkTable(isolationFingerprints, {
  fails: [
    { fault: 'isolation-trades-by-order-id-any-account', codes: ['other-account-record'] },
    { fault: 'isolation-withdrawals-by-reference-any-account-relabelled', codes: ['other-account-record'] },
    { fault: 'isolation-deposits-by-symbol-any-account-relabelled', codes: ['other-account-record'] },
    { fault: 'isolation-order-lookup-any-account-relabelled', codes: ['other-account-record'] },
    { fault: 'isolation-trade-lookup-open-to-later-accounts', codes: ['other-account-record'] },
  ],
});
