import { describe, expect, it } from 'vitest';
import type { Instant } from '../instant.js';
import type { CryptoWithdrawalsQuery, OrdersQuery, TradesQuery } from '../queries/types.js';
import { selectAccountWallets, selectBrokerPairs } from './filters.js';
import { selectOrders } from './orders.js';
import { paginate } from './paging.js';
import { selectTrades } from './trades.js';
import { selectCryptoWithdrawals } from './transfers.js';
import { isInWindow } from './window.js';

const at = (text: string) => text as Instant;

describe('isInWindow: after < createdAt <= before', () => {
  it('excludes the lower bound and includes the upper one', () => {
    const window = { after: at('2024-01-01T00:00:00.0000000'), before: at('2024-01-02T00:00:00.0000000') };
    expect(isInWindow(window.after, window)).toBe(false);
    expect(isInWindow(window.before, window)).toBe(true);
    expect(isInWindow(at('2024-01-01T00:00:00.0000001'), window)).toBe(true);
    expect(isInWindow(at('2024-01-02T00:00:00.0000001'), window)).toBe(false);
    expect(isInWindow(5, { after: 4 })).toBe(true);
  });
});

describe('paginate', () => {
  it('reads ASC from the start and DESC from the end; a page past the end is empty', () => {
    const list = [1, 2, 3, 4, 5];
    expect(paginate(list, 'ASC', { page: 2, pageSize: 2 })).toEqual([3, 4]);
    expect(paginate(list, 'DESC', { page: 1, pageSize: 2 })).toEqual([5, 4]);
    expect(paginate(list, 'DESC', { page: 3, pageSize: 2 })).toEqual([1]);
    expect(paginate(list, 'DESC', { page: 4, pageSize: 2 })).toEqual([]);
  });
});

const order = (
  id: string,
  createdAt: string,
  extra: Partial<{ status: 'Untouched' | 'Closed' | 'Canceled'; type: 'Buy' | 'Sell'; pairSymbol: string }> = {},
) => ({
  id,
  createdAt,
  pairSymbol: 'BTC_TRY',
  status: 'Untouched' as const,
  type: 'Buy' as const,
  ...extra,
});

const ordersQuery = (q: Partial<OrdersQuery>): OrdersQuery => ({
  pairSymbol: 'BTC_TRY',
  type: [],
  status: ['Untouched', 'Partial', 'Closed'],
  window: {},
  page: 1,
  pageSize: 100,
  order: 'DESC',
  orderedBy: 'createdAt',
  ...q,
});

describe('selectOrders', () => {
  const records = [
    order('10', '2024-01-01T00:00:03.000000'),
    order('9', '2024-01-01T00:00:01.0000000'),
    order('11', '2024-01-01T00:00:02.0000000', { type: 'Sell' }),
    order('12', '2024-01-01T00:00:04.0000000', { status: 'Canceled' }),
    order('13', '2024-01-01T00:00:05.0000000', { pairSymbol: 'ETH_TRY' }),
  ];
  it('filters by pair, status and type, in the half-open window, newest first by default', () => {
    const window = { after: at('2024-01-01T00:00:01.0000000'), before: at('2024-01-01T00:00:03.0000000') };
    expect(selectOrders(records, ordersQuery({ window })).map((o) => o.id)).toEqual(['10', '11']);
    expect(selectOrders(records, ordersQuery({ window, type: ['Buy'] })).map((o) => o.id)).toEqual(['10']);
  });
  it('orderIdAfter is inclusive and orders by id, numerically when every id is an integer', () => {
    const q = ordersQuery({ orderIdAfter: '10', orderedBy: 'id', order: 'ASC' });
    expect(selectOrders(records, q).map((o) => o.id)).toEqual(['10', '11']);
    expect(selectOrders(records, q, { idOrdering: 'string' }).map((o) => o.id)).toEqual(['10', '11', '9']);
  });
  it('pages', () => {
    expect(selectOrders(records, ordersQuery({ page: 2, pageSize: 2 })).map((o) => o.id)).toEqual(['9']);
  });
  it('refuses a record whose createdAt is no timestamp', () => {
    expect(() => selectOrders([order('1', 'yesterday')], ordersQuery({}))).toThrow(expect.objectContaining({ code: 'invalid-argument' }));
  });
});

describe('selectTrades', () => {
  const trade = (id: string, createdAt: string, orderId = '1', side: 'Buy' | 'Sell' = 'Buy') => ({ id, createdAt, orderId, side, pairSymbol: 'BTC_TRY' });
  const records = [
    trade('a', '2024-01-02T10:00:00.0000000'),
    trade('b', '2024-01-03T00:00:00.0000000', '2', 'Sell'),
    trade('c', '2024-01-02T00:00:00.0000000'),
  ];
  const q = (x: Partial<TradesQuery>): TradesQuery => ({ pairSymbol: ['BTC_TRY'], window: {}, page: 1, pageSize: 100, order: 'ASC', ...x });
  it('reads createdAt as a day or as an instant (OPEN-POINTS #12)', () => {
    const createdAt = at('2024-01-02T00:00:00.0000000');
    expect(selectTrades(records, q({ createdAt })).map((t) => t.id)).toEqual(['c', 'a']);
    expect(selectTrades(records, q({ createdAt }), { createdAtReading: 'instant' }).map((t) => t.id)).toEqual(['c']);
  });
  it('filters by order and side', () => {
    expect(selectTrades(records, q({ orderId: '2' })).map((t) => t.id)).toEqual(['b']);
    expect(selectTrades(records, q({ side: 'Buy', order: 'DESC' })).map((t) => t.id)).toEqual(['a', 'c']);
  });
});

describe('selectCryptoWithdrawals', () => {
  const w = (id: string, createdAt: string, assetId: string, externalTransactionId: string) => ({ id, createdAt, assetId, externalTransactionId });
  const records = [
    w('1', '2024-01-01T00:00:01.0000000', '7', 'x'),
    w('2', '2024-01-01T00:00:02.0000000', '8', 'y'),
    w('3', '2024-01-01T00:00:03.0000000', '7', 'z'),
  ];
  const symbolOf = (r: { assetId: string }) => (r.assetId === '7' ? 'BTC' : 'ETH');
  const q = (x: Partial<CryptoWithdrawalsQuery>): CryptoWithdrawalsQuery => ({
    window: { after: at('2024-01-01T00:00:00.0000000'), before: at('2024-01-01T00:00:03.0000000') },
    page: 1,
    pageSize: 100,
    orderBy: 'DESC',
    ...x,
  });
  it('filters by asset symbol and reference, newest first', () => {
    expect(selectCryptoWithdrawals(records, q({}), { symbolOf }).map((r) => r.id)).toEqual(['3', '2', '1']);
    expect(selectCryptoWithdrawals(records, q({ symbol: 'BTC' }), { symbolOf }).map((r) => r.id)).toEqual(['3', '1']);
    expect(selectCryptoWithdrawals(records, q({ externalTransactionId: 'y' }), { symbolOf }).map((r) => r.id)).toEqual(['2']);
  });
});

describe('selectAccountWallets and selectBrokerPairs', () => {
  const wallets = [
    { id: '1', currencySymbol: 'BTC' },
    { id: '2', currencySymbol: 'ETH' },
    { id: '3', currencySymbol: 'BTC' },
  ];
  const pairs = [{ symbol: 'BTCTRY' }, { symbol: 'ETHTRY' }];
  it('filter by the one symbol sent (exact case), and keep every record in order without it', () => {
    expect(selectAccountWallets(wallets, { currencySymbol: 'BTC' }).map((w) => w.id)).toEqual(['1', '3']);
    expect(selectAccountWallets(wallets, { currencySymbol: 'btc' })).toEqual([]);
    expect(selectAccountWallets(wallets, {}).map((w) => w.id)).toEqual(['1', '2', '3']);
    expect(selectBrokerPairs(pairs, { symbol: 'ETHTRY' })).toEqual([{ symbol: 'ETHTRY' }]);
    expect(selectBrokerPairs(pairs, {})).toEqual(pairs);
    expect(selectBrokerPairs(pairs, {})).not.toBe(pairs);
  });
});
