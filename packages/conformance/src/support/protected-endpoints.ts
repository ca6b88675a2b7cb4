// Requests to the five endpoints the Authentication section lists ("The order, single-order, trade,
// single-trade and account-wallet endpoints take these request headers"), built from discovered
// data so that, answered as the account, each would return records. A list request is asked in the
// words other checks use where they fit (the run's last 90 days, one record a page: the orders
// checks' blind probe, the trades fuzz control), so its control is the run's recorded answer.
import { addDays, addMilliseconds, parseTimestamp } from '@tarc/domain';
import type { Exchange, CheckContext, Query, RequestOptions } from '#types';
import { datetime } from './query-datetimes.js';
import { MAX_RANGE_DAYS } from '#spec-constants';
import { encodeSegment } from './encode-segment.js';

export interface ProtectedRequest {
  /** e.g. `GET /v1/orders`. */
  label: string;
  path: string;
  query?: Query;
}

/** The requests, and what could not be built (no order or trade discovered). */
export function protectedRequests(ctx: CheckContext): { requests: ProtectedRequest[]; missing: string[] } {
  const requests: ProtectedRequest[] = [];
  const missing: string[] = [];
  const account = ctx.discovery.account;
  const orders = [...(account.orders?.values() ?? [])].flat();
  const order = orders.find((o) => typeof o?.id === 'string' && parseTimestamp(String(o.createdAt)) !== undefined);
  const trade = (account.trades ?? []).find((t) => typeof t?.id === 'string' && parseTimestamp(String(t.createdAt)) !== undefined);

  if (order) {
    requests.push({ label: 'GET /v1/orders', path: '/v1/orders', query: listQuery(ctx, order.pairSymbol, order.createdAt) });
    requests.push({ label: 'GET /v1/orders/{id}', path: `/v1/orders/${encodeSegment(order.id)}` });
  } else {
    const pair = ctx.discovery.brokerPairs?.[0]?.symbol;
    if (pair) requests.push({ label: 'GET /v1/orders', path: '/v1/orders', query: { pairSymbol: pair, createdAtBefore: datetime(ctx, ctx.discovery.now) } });
    else missing.push('GET /v1/orders (no broker pair discovered)');
    missing.push('GET /v1/orders/{id} (no order discovered)');
  }
  if (trade) {
    requests.push({
      label: 'GET /v1/trades',
      path: '/v1/trades',
      query: { ...listQuery(ctx, trade.pairSymbol, trade.createdAt), pairSymbol: [trade.pairSymbol] },
    });
    requests.push({ label: 'GET /v1/trades/{id}', path: `/v1/trades/${encodeSegment(trade.id)}` });
  } else {
    const pair = ctx.discovery.brokerPairs?.[0]?.symbol;
    if (pair) requests.push({ label: 'GET /v1/trades', path: '/v1/trades', query: { pairSymbol: [pair], createdAtBefore: datetime(ctx, ctx.discovery.now) } });
    else missing.push('GET /v1/trades (no broker pair discovered)');
    missing.push('GET /v1/trades/{id} (no trade discovered)');
  }
  requests.push({ label: 'GET /v1/account-wallets', path: '/v1/account-wallets' });
  return { requests, missing };
}

/**
 * A list request that returns the discovered record's pair's newest record: the run's last 90 days
 * (`createdAtBefore` alone, the run's clock) one record a page when the record lies in them, else the
 * window ending just after the record.
 */
function listQuery(ctx: CheckContext, pairSymbol: string, createdAt: string): Query {
  const at = parseTimestamp(createdAt)!;
  if (at <= ctx.discovery.now && at > addDays(ctx.discovery.now, -MAX_RANGE_DAYS)) {
    return { pairSymbol, createdAtBefore: datetime(ctx, ctx.discovery.now), pageSize: 1 };
  }
  return { pairSymbol, createdAtBefore: datetime(ctx, addMilliseconds(at, 1)) };
}

/**
 * The six endpoints whose protection is "not shown" (OPEN-POINTS #6) that the server is seen to
 * protect: each answers 401 or 403 to a request without credentials.
 */
export async function observedProtectedRequests(ctx: CheckContext): Promise<ProtectedRequest[]> {
  const window: Query = { createdAtAfter: datetime(ctx, addDays(ctx.discovery.now, -MAX_RANGE_DAYS)), createdAtBefore: datetime(ctx, ctx.discovery.now) };
  const candidates: ProtectedRequest[] = [
    { label: 'GET /v1/crypto-withdrawals', path: '/v1/crypto-withdrawals', query: window },
    { label: 'GET /v1/crypto-deposits', path: '/v1/crypto-deposits', query: window },
    { label: 'GET /v1/broker-pairs', path: '/v1/broker-pairs' },
    { label: 'GET /v1/crypto-assets', path: '/v1/crypto-assets' },
    { label: 'GET /v1/crypto-network-families', path: '/v1/crypto-network-families' },
    { label: 'GET /v1/fee-levels', path: '/v1/fee-levels' },
  ];
  const answers = await Promise.all(candidates.map((c) => ctx.http.get(c.path, c.query, { credentials: 'none' })));
  return candidates.filter((_, i) => answers[i]!.status === 401 || answers[i]!.status === 403);
}

export function sendProtected(ctx: CheckContext, request: ProtectedRequest, options: RequestOptions): Promise<Exchange> {
  return ctx.http.get(request.path, request.query, options);
}

/** Account data in a body: a non-empty array, or an object that is a record (has an id or accountId). */
export function carriesData(exchange: Exchange): boolean {
  const json = exchange.json;
  if (Array.isArray(json)) return json.length > 0;
  return json !== null && typeof json === 'object' && ('id' in json || 'accountId' in json);
}

export function isSuccess(status: number): boolean {
  return status >= 200 && status < 300;
}
