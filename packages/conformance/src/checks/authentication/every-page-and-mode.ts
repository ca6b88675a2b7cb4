import { addDays, parseTimestamp } from '@tarc/domain';
import { Findings, noData } from '#support/outcome.js';
import { isSuccess } from '#support/protected-endpoints.js';
import { datetime } from '#support/query-datetimes.js';
import type { Check, CheckContext, Query } from '#types';

interface Probe {
  /** `GET /v1/orders by orderIdAfter, page 2`. */
  what: string;
  path: string;
  query: Query;
}

/** Page 2 and every query mode of the protected lists, built from discovered records. */
function probes(ctx: CheckContext): { probes: Probe[]; missing: string[] } {
  const now = datetime(ctx, ctx.discovery.now);
  const account = ctx.discovery.account;
  const out: Probe[] = [];
  const missing: string[] = [];
  const order = [...(account.orders?.values() ?? [])].flat().find((o) => typeof o?.id === 'string' && typeof o.pairSymbol === 'string');
  if (order) {
    const pairSymbol = order.pairSymbol;
    out.push(
      { what: 'GET /v1/orders by createdAtBefore, page 2', path: '/v1/orders', query: { pairSymbol, createdAtBefore: now, page: 2, pageSize: 1 } },
      { what: 'GET /v1/orders by orderIdAfter, page 2', path: '/v1/orders', query: { pairSymbol, orderIdAfter: order.id, page: 2, pageSize: 1 } },
    );
  } else missing.push('GET /v1/orders (no order discovered)');
  const trade = (account.trades ?? []).find(
    (t) => typeof t?.orderId === 'string' && typeof t.pairSymbol === 'string' && parseTimestamp(String(t.createdAt)) !== undefined,
  );
  if (trade) {
    const pairSymbol = [trade.pairSymbol];
    const after = datetime(ctx, addDays(ctx.discovery.now, -30));
    out.push(
      { what: 'GET /v1/trades by createdAtBefore, page 2', path: '/v1/trades', query: { pairSymbol, createdAtBefore: now, page: 2, pageSize: 1 } },
      {
        what: 'GET /v1/trades by a window, page 2',
        path: '/v1/trades',
        query: { pairSymbol, createdAtAfter: after, createdAtBefore: now, page: 2, pageSize: 1 },
      },
      { what: 'GET /v1/trades by createdAt', path: '/v1/trades', query: { pairSymbol, createdAt: datetime(ctx, parseTimestamp(trade.createdAt)!) } },
      // Both readings of OPEN-POINTS #1: orderId alone, and orderId as a filter beside pairSymbol.
      { what: 'GET /v1/trades by orderId alone', path: '/v1/trades', query: { orderId: trade.orderId } },
      { what: 'GET /v1/trades by orderId with pairSymbol', path: '/v1/trades', query: { pairSymbol, orderId: trade.orderId } },
    );
  } else missing.push('GET /v1/trades (no trade discovered)');
  const symbol = account.wallets?.find((w) => typeof w?.currencySymbol === 'string')?.currencySymbol;
  if (symbol) out.push({ what: 'GET /v1/account-wallets by currencySymbol', path: '/v1/account-wallets', query: { currencySymbol: symbol } });
  else missing.push('GET /v1/account-wallets with currencySymbol (no wallet discovered)');
  return { probes: out, missing };
}

const CODES = {
  'accepted-without-credentials': 'a protected list answered 2xx without auth headers on some page or in some query mode',
} as const;

/**
 * "The order, single-order, trade, single-trade and account-wallet endpoints take these request
 * headers": on page 2 and in every query mode, not only on the first page of one mode. The requests
 * without headers go out together; only a 2xx among them is checked against the same request signed
 * (OPEN-POINTS #5: a failure where the signed request gets a 2xx too).
 */
export const authenticationEveryPageAndMode = {
  id: 'authentication.every-page-and-mode',
  title: 'The protected lists answer no 2xx without auth headers on any page or in any query mode',
  requirements: ['AUTH-REQUIRED-EVERY-REQUEST'],
  codes: CODES,
  section: 'Authentication',
  needs: { credentials: true, orders: 1, trades: 1, wallets: 1 },
  async run(ctx) {
    const { probes: list, missing } = probes(ctx);
    if (list.length === 0) return noData(`no record was discovered to build a page 2 or a query mode from: ${missing.join('; ')}`);
    const bare = await Promise.all(list.map((p) => ctx.http.get(p.path, p.query, { credentials: 'none' })));
    const accepted = list.map((p, i) => ({ probe: p, exchange: bare[i]! })).filter((a) => isSuccess(a.exchange.status));
    const controls = await Promise.all(accepted.map((a) => ctx.http.get(a.probe.path, a.probe.query)));
    const findings = new Findings(CODES);
    accepted.forEach(({ probe, exchange }, i) => {
      if (!isSuccess(controls[i]!.status)) return;
      findings.add(
        'accepted-without-credentials',
        `${probe.what} answered ${exchange.status} without auth headers`,
        exchange.evidence({
          expected: 'no 2xx without X-PCK, X-Signature, X-Stamp and X-Nonce',
          actual: String(exchange.status),
        }),
      );
    });
    const gaps = missing.length > 0 ? ` (not built: ${missing.join('; ')})` : '';
    return findings.outcome(`${list.length} requests on page 2 and in every query mode got no 2xx without auth headers${gaps}`);
  },
} as const satisfies Check;
