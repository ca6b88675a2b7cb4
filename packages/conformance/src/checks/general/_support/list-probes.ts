// One valid request per list endpoint, built from what discovery found (never from assumptions
// about the target's data). Shared by the general checks.
import { addDays } from '@tarc/domain';
import { datetime } from '#support/query-datetimes.js';
import type { CheckContext, Query } from '#types';
import type { RecordKind } from './fields.js';
import { ordersPage } from './orders-page.js';
import { recentDataWindow, tradesTarget, windowQuery } from '#support/list-target.js';
import { MAX_RANGE_DAYS, ORDERS_PAGE_SIZE } from '#spec-constants';

export interface ListProbe {
  path: string;
  query: Query;
  kind: RecordKind;
}

/** The nine list endpoints; those that need a pair are left out (with a note) when none is known. */
export function listProbes(ctx: CheckContext): { probes: ListProbe[]; notes: string[] } {
  const now = ctx.discovery.now;
  const window = { createdAtAfter: datetime(ctx, addDays(now, -MAX_RANGE_DAYS)), createdAtBefore: datetime(ctx, now) };
  const orders = ctx.discovery.account.orders;
  const symbols = ctx.discovery.brokerPairs?.map((p) => p.symbol).filter((s) => typeof s === 'string') ?? [];
  // Prefer a pair the account has orders in, so the responses carry records.
  const pair = symbols.find((s) => (orders?.get(s)?.length ?? 0) > 0) ?? symbols[0];
  const probes: ListProbe[] = [
    { path: '/v1/broker-pairs', query: {}, kind: 'brokerPair' },
    { path: '/v1/crypto-assets', query: {}, kind: 'cryptoAsset' },
    { path: '/v1/crypto-network-families', query: {}, kind: 'cryptoNetworkFamily' },
    { path: '/v1/fee-levels', query: {}, kind: 'feeLevel' },
    { path: '/v1/account-wallets', query: {}, kind: 'accountWallet' },
    { path: '/v1/crypto-withdrawals', query: window, kind: 'cryptoWithdrawal' },
    { path: '/v1/crypto-deposits', query: window, kind: 'cryptoDeposit' },
  ];
  const notes: string[] = [];
  if (pair === undefined) {
    notes.push('no broker pair was discovered, so /v1/orders and /v1/trades were not probed');
  } else {
    // general.string-array-exploded's unfiltered page (one answer for both); without discovered
    // orders, the oldest 50 ids (orderIdAfter: the DATETIME input format plays no part).
    const page = ordersPage(ctx);
    probes.push({
      path: '/v1/orders',
      query: page?.query ?? { pairSymbol: pair, orderIdAfter: '0', pageSize: ORDERS_PAGE_SIZE.max, order: 'ASC' },
      kind: 'order',
    });
    // The busiest traded pairs' newest 90 days, the default page: trades.page-size-default's and
    // trades.query-modes' read without paging parameters (one answer for all); without discovered
    // trades, a pair's last 90 days.
    const trades = tradesTarget(ctx);
    probes.push({
      path: '/v1/trades',
      query: trades ? { ...trades.base, ...windowQuery(ctx, recentDataWindow(trades)) } : { pairSymbol: [pair], createdAtBefore: window.createdAtBefore },
      kind: 'trade',
    });
  }
  return { probes, notes };
}
