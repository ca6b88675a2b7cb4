import type { Instant } from '@tarc/domain';
import { describe, expect, it } from 'vitest';
import type { AccountData, CheckContext, Exchange } from '#types';
import { carriesData, isSuccess, protectedRequests } from './protected-endpoints.js';

const context = (account: AccountData, pairs = [{ symbol: 'BTCTRY' }]): CheckContext =>
  ({
    discovery: { now: '2026-11-22T00:00:00.0000000' as Instant, horizonDays: 365, account, brokerPairs: pairs, notes: [] },
    options: { seed: 1, runs: 1, horizonDays: 365, formatDateTime: (i: Instant) => i },
  }) as unknown as CheckContext;

const exchange = (json: unknown): Exchange => ({ json }) as Exchange;

describe('the five authenticated requests', () => {
  it('aim at discovered records so that, answered as the account, they would return data', () => {
    const order = { id: 'o 1', pairSymbol: 'ETHTRY', createdAt: '2026-10-01T00:00:00.0000000' };
    const trade = { id: 't1', pairSymbol: 'ETHTRY', createdAt: '2026-10-02T00:00:00.0000000' };
    const { requests, missing } = protectedRequests(context({ orders: new Map([['ETHTRY', [order as never]]]), trades: [trade as never] }));
    expect(requests.map((r) => r.label)).toEqual(['GET /v1/orders', 'GET /v1/orders/{id}', 'GET /v1/trades', 'GET /v1/trades/{id}', 'GET /v1/account-wallets']);
    // In the run's last 90 days: those days, one record a page (the words the orders checks' blind
    // probe and the trades fuzz control use).
    expect(requests[0]!.query).toEqual({ pairSymbol: 'ETHTRY', createdAtBefore: '2026-11-22T00:00:00.0000000', pageSize: 1 });
    expect(requests[2]!.query).toEqual({ pairSymbol: ['ETHTRY'], createdAtBefore: '2026-11-22T00:00:00.0000000', pageSize: 1 });
    expect(requests[1]!.path).toBe('/v1/orders/o%201');
    expect(missing).toEqual([]);
  });

  it('aim just after an older record, whose 90 days end before the run', () => {
    const order = { id: 'o1', pairSymbol: 'ETHTRY', createdAt: '2026-05-01T00:00:00.0000000' };
    const { requests } = protectedRequests(context({ orders: new Map([['ETHTRY', [order as never]]]) }));
    expect(requests[0]!.query).toEqual({ pairSymbol: 'ETHTRY', createdAtBefore: '2026-05-01T00:00:00.0010000' });
  });

  it('fall back to a discovered pair for the lists and say which lookups could not be built', () => {
    const { requests, missing } = protectedRequests(context({}));
    expect(requests.map((r) => r.label)).toEqual(['GET /v1/orders', 'GET /v1/trades', 'GET /v1/account-wallets']);
    expect(missing).toEqual(['GET /v1/orders/{id} (no order discovered)', 'GET /v1/trades/{id} (no trade discovered)']);
    expect(protectedRequests(context({}, [])).requests.map((r) => r.label)).toEqual(['GET /v1/account-wallets']);
  });
});

describe('what counts as account data', () => {
  it.each<[unknown, boolean]>([
    [[{ id: '1' }], true],
    [[], false],
    [{ id: '1' }, true],
    [{ accountId: '1' }, true],
    [{ title: 'Unauthorized', status: 401 }, false],
    [undefined, false],
    [null, false],
  ])('%j → %s', (json, expected) => {
    expect(carriesData(exchange(json))).toBe(expected);
  });

  it('treats only 2xx as success', () => {
    expect([199, 200, 204, 299, 300, 401].map(isSuccess)).toEqual([false, true, true, true, false, false]);
  });
});
