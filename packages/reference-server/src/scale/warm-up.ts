// JIT warm-up at start on a large dataset: authentication and the order and trade handlers run a few thousand queries
// of the usual shapes before the server listens, so the first clients meet optimized code. Under the
// benchmark the first thousands of requests cost about three times the later ones without it. Pure:
// the record cache it fills is emptied afterwards; nonces, data and hooks are untouched.
import { signRequest } from '@tarc/domain';
import type { App } from '../app.js';
import { PAIR_SYMBOLS } from '../data/pairs.js';
import { TICKS_PER_MS } from '../data/timeline.js';
import type { RequestContext } from '../handlers/context.js';
import { getOrder, listOrders } from '../handlers/orders.js';
import { getTrade, listTrades } from '../handlers/trades.js';
import { authenticate } from '../http/auth.js';
import { NonceCache } from '../http/nonces.js';
import { clearRecordCaches } from './record-cache.js';

/** Below this many orders the warm-up is skipped (test servers start often and serve little). */
export const WARM_UP_MIN_ORDERS = 100_000;
const QUERIES = 8000;
const DAY_MS = 86_400_000;

export function warmUp(app: App): void {
  const { ds } = app;
  if (ds.orders.count < WARM_UP_MIN_ORDERS) return;
  const nowMs = ds.timeline.originMs + ds.timeline.now / TICKS_PER_MS;
  const iso = (daysBefore: number) => new Date(nowMs - daysBefore * DAY_MS).toISOString().replace('Z', '');
  let state = 7;
  const rand = (n: number) => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return (state >>> 8) % n;
  };
  const queryContext = {
    now: new Date(nowMs),
    pairs: new Set(PAIR_SYMBOLS),
    windowAnchor: app.profile.windowAnchor,
    tradesOrderId: app.profile.tradesOrderId,
    enumCase: app.profile.enumCase,
  };
  const nonces = new NonceCache(1000, QUERIES); // its own: the server's nonce cache stays empty
  for (let i = 0; i < QUERIES; i++) {
    const account = ds.accounts[i % ds.accounts.length]!;
    const signed = signRequest({ apiKey: account.apiKey, apiSecret: account.apiSecret, stamp: Date.now(), nonce: `warm-up-${i}` });
    authenticate(Object.fromEntries(Object.entries(signed).map(([k, v]) => [k.toLowerCase(), v])), ds.accounts, nonces, Date.now());
    const pair = PAIR_SYMBOLS[rand(PAIR_SYMBOLS.length - 1)]!;
    const page = `&page=${1 + rand(20)}&pageSize=${1 + rand(50)}`;
    const kind = rand(6);
    const query = [
      `pairSymbol=${pair}&createdAtBefore=${iso(rand(380))}${page}`,
      `pairSymbol=${pair}&createdAtBefore=${iso(rand(380))}&status=Partial&type=Buy&order=ASC${page}`,
      `pairSymbol=${pair}&orderIdAfter=${rand(1_000_000_000)}${page}`,
      `pairSymbol=${pair}&orderIdAfter=${rand(1000)}&createdAtBefore=${iso(rand(300))}&status=Untouched${page}`,
      `pairSymbol=${pair}&pairSymbol=ETHBTC&createdAtBefore=${iso(rand(380))}&side=Sell${page}`,
      '',
    ][kind]!;
    const params = new URLSearchParams(query);
    const c: RequestContext = {
      ds,
      profile: app.profile,
      hooks: {},
      base: { endpoint: 'orders', profile: app.profile, accountCount: ds.accounts.length },
      raw: params,
      params,
      account: rand(ds.accounts.length),
      queryContext,
      id: String(1 + rand(5000)),
      store: app.store,
    };
    if (kind === 4) listTrades(c);
    else if (kind === 5) (rand(2) === 0 ? getOrder : getTrade)(c);
    else listOrders(c);
  }
  clearRecordCaches(ds);
}
