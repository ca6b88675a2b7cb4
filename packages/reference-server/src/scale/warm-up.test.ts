import { describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { generateDataset } from '../data/dataset.js';
import type { RequestContext } from '../handlers/context.js';
import { listOrders } from '../handlers/orders.js';
import { listTrades } from '../handlers/trades.js';
import { NonceCache } from '../http/nonces.js';
import { DEFAULT_PROFILE } from '../profile.js';
import { scaleStore } from './store.js';
import { WARM_UP_MIN_ORDERS, warmUp } from './warm-up.js';

const NOW = new Date('2026-06-01T12:00:00Z');

function app(): App {
  const ds = generateDataset({ seed: 2, orders: WARM_UP_MIN_ORDERS, now: NOW, timestampDigits: 7 });
  return {
    ds,
    profile: DEFAULT_PROFILE,
    hooks: {},
    nonces: new NonceCache(120_000, 1000),
    now: () => NOW,
    wallClockMs: () => Date.now(),
    store: scaleStore(ds, DEFAULT_PROFILE, true),
  };
}

function bodies(a: App): unknown[] {
  const queries = [
    'pairSymbol=BTCTRY&createdAtBefore=2026-05-01&page=3',
    'pairSymbol=ETHTRY&orderIdAfter=5000&status=Partial',
    'pairSymbol=BTCTRY&pairSymbol=ETHBTC&createdAtBefore=2026-05-20&side=Sell&pageSize=300',
  ];
  return queries.map((query, i) => {
    const params = new URLSearchParams(query);
    const c: RequestContext = {
      ds: a.ds,
      profile: a.profile,
      hooks: {},
      base: { endpoint: 'orders', profile: a.profile, accountCount: 2 },
      raw: params,
      params,
      account: 0,
      queryContext: { now: NOW, pairs: new Set(['BTCTRY', 'ETHTRY', 'ETHBTC', 'USDTTRY', 'AVAXTRY']), windowAnchor: 'before', tradesOrderId: 'exclusive' },
      store: a.store,
    };
    return (i === 2 ? listTrades : listOrders)(c);
  });
}

describe('warmUp', () => {
  it('leaves no trace: the same answers as a server that did not warm up, and no nonce used', () => {
    const warmed = app();
    warmUp(warmed);
    expect(warmed.nonces.size).toBe(0);
    expect(bodies(warmed)).toEqual(bodies(app()));
  }, 60_000);
});
