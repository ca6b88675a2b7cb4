// general.filters-match-nothing on canned exchanges: [] or a 4xx for a value that matches nothing
// passes; records of another value (the filter ignored) fail.
import { describe, expect, it } from 'vitest';
import { cannedContext, codesOf } from '../../../test/support/canned-context.js';
import type { CannedRequest, Responder } from '../../../test/support/canned-context.js';
import { FIRST } from '../../../test/support/canned-fixtures.js';
import { filtersMatchNothing } from './filters-match-nothing.js';
import { checkTable } from '#test-support/check-table.js';

const DISCOVERY = { brokerPairs: [{ symbol: 'BTCTRY' }, { symbol: 'ETHTRY' }], cryptoAssets: [{ currencySymbol: 'BTC' }] } as never;
const ALL: Record<string, Record<string, unknown>[]> = {
  '/v1/account-wallets': [{ currencySymbol: 'BTC' }],
  '/v1/crypto-withdrawals': [{ id: 'x1', assetId: 'a1' }],
  '/v1/crypto-deposits': [{ id: 'd1', assetId: 'a1' }],
  '/v1/orders': [{ id: 'o1', pairSymbol: 'BTCTRY' }],
  '/v1/trades': [{ id: 't1', pairSymbol: 'BTCTRY' }],
};

/** A filtering server, or one that ignores the filter where `ignores` says so. */
const server =
  (ignores: (r: CannedRequest) => boolean = () => false, unknown: 'empty' | 400 = 'empty'): Responder =>
  (r) => {
    const all = ALL[r.path] ?? [];
    if (ignores(r)) return { status: 200, json: all };
    const value = r.query.currencySymbol ?? r.query.symbol;
    if (value !== undefined && unknown === 400) return { status: 400, json: { status: 400 } };
    const pair = Array.isArray(r.query.pairSymbol) ? r.query.pairSymbol[0] : r.query.pairSymbol;
    return { status: 200, json: all.filter((x) => (pair === undefined || x.pairSymbol === pair) && (value === undefined || x.currencySymbol === value)) };
  };

describe('general.filters-match-nothing on canned exchanges', () => {
  it.each([
    ['filters applied', server(), 'passed', []],
    ['a 400 for an unknown symbol', server(undefined, 400), 'passed', []],
    ['wallets filter ignored', server((r) => r.path === '/v1/account-wallets'), 'failed', ['record-of-another-value']],
    ['deposits filter ignored', server((r) => r.path === '/v1/crypto-deposits'), 'failed', ['record-of-another-value']],
    ['a pair without orders answered with another pair', server((r) => r.path === '/v1/orders'), 'failed', ['record-of-another-value']],
  ] as const)('%s', async (_, respond, status, codes) => {
    const ctx = cannedContext({ respond, account: FIRST, discovery: DISCOVERY });
    const outcome = await filtersMatchNothing.run(ctx);
    expect(outcome.status, outcome.message).toBe(status);
    expect(codesOf(outcome)).toEqual(codes);
    expect(ctx.sent.find((r) => r.path === '/v1/orders')?.query.pairSymbol).toBe('ETHTRY');
  });
});

checkTable(filtersMatchNothing, { fails: [{ fault: 'filter-matching-nothing-ignored', codes: ['record-of-another-value'] }] });
