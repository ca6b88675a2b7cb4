import { inOrder } from '#support/in-order.js';
import { addDays, addMilliseconds, parseTimestamp } from '@tarc/domain';
import { accountRecords, learnedAccountId, majorityAccountId } from '#support/account-ids.js';
import { exchangeHolding } from '#support/exchange-holding.js';
import { fetchList } from '#support/fetch-list.js';
import { objectsOf } from '#support/objects.js';
import { Findings, noData, notConfigured, unobservable } from '#support/outcome.js';
import { datetime } from '#support/query-datetimes.js';
import type { Check, CheckContext, Query } from '#types';
import { ORDERS_PAGE_SIZE, TRADES_PAGE_SIZE, TRANSFERS_PAGE_SIZE } from '#spec-constants';

const PER_ENDPOINT = 2;

interface Probe {
  endpoint: string;
  path: string;
  query: Query;
  /** The second account's record the query is aimed at. */
  target: Record<string, unknown>;
}

const CODES = {
  'other-account-listed': "a list read with the first account's credentials returned records of the second account",
  'other-account-discovered': "the first account's lists read during discovery held records of the second account",
} as const;

/**
 * "Results are limited to the authenticated account's own data": with the first account's
 * credentials, queries aimed at the second account's records (same pair, window, currency,
 * reference) return none of the second account's records.
 */
export const isolationLists = {
  id: 'isolation.lists',
  title: "The second account's records never appear in the first account's lists",
  requirements: ['ISO-LISTS'],
  codes: CODES,
  needs: { credentials: true, secondAccount: true, orders: 1, trades: 1, wallets: 1, withdrawals: 1, deposits: 1 },
  section: 'Authentication',
  async run(ctx) {
    if (!ctx.hasSecondAccount || !ctx.discovery.secondAccount) {
      return notConfigured('no second account configured (--second-api-key/--second-api-secret)');
    }
    const second = learnedAccountId(ctx.discovery.secondAccount) ?? majorityAccountId(ctx.discovery.secondAccount);
    if (second === undefined) return noData('discovery read no record of the second account; its accountId is unknown');
    const first = majorityAccountId(ctx.discovery.account);
    if (first === second) return unobservable(`both accounts' records carry accountId ${second}; isolation.account-id reports it`);

    const probes = probesFor(ctx);
    if (probes.length === 0) return noData('the second account has no records to aim at');
    const findings = new Findings(CODES);
    let answered = 0;
    for await (const [probe, list] of inOrder(probes, (p) => fetchList<Record<string, unknown>>(ctx, p.path, p.query))) {
      if (!list.ok) continue; // refusing is not leaking; other checks judge the status
      answered++;
      const leaked = list.items.filter((r) => r?.accountId === second);
      if (leaked.length === 0) continue;
      findings.add(
        'other-account-listed',
        `${probe.endpoint} as the first account returned ${leaked.length} record(s) of the second account (accountId ${second}, e.g. ${String(leaked[0]!.id)})`,
        list.exchange.evidence({
          expected: `no record of accountId ${second}`,
          actual: `${leaked.length} record(s) of accountId ${second}`,
          body: leaked.slice(0, 3),
          note: `query aimed at the second account's record ${String(probe.target.id)}`,
        }),
      );
    }
    // What discovery read as the first account must not hold the second's records either.
    const discovered = accountRecords(ctx.discovery.account).filter(({ record }) => record.accountId === second);
    if (discovered.length > 0) {
      const leaked = discovered[0]!.record;
      const exchange = exchangeHolding(ctx.exchanges(), leaked, { fields: { accountId: second } });
      findings.add(
        'other-account-discovered',
        `the first account's lists read during discovery held ${discovered.length} record(s) of the second account (e.g. ${discovered[0]!.endpoint} ${String(leaked.id)})`,
        exchange?.evidence({ expected: `no record of accountId ${second}`, actual: `${String(leaked.id)} of accountId ${second}`, body: leaked }),
      );
    }
    if (findings.count === 0 && answered === 0)
      return unobservable(`none of the ${probes.length} queries aimed at the second account's records was answered with a list`);
    return findings.outcome(`${answered} of ${probes.length} queries aimed at the second account's records returned none of them`);
  },
} as const satisfies Check;

/**
 * The queries, each at the largest page; the orders and trades windows are the very queries
 * isolation.fingerprints sends at the same records (one answer serves both).
 */
function probesFor(ctx: CheckContext): Probe[] {
  const data = ctx.discovery.secondAccount!;
  const probes: Probe[] = [];
  const around = (record: { createdAt?: unknown }) => {
    const t = parseTimestamp(String(record.createdAt));
    if (t === undefined) return undefined;
    return { createdAtAfter: datetime(ctx, addDays(t, -1)), createdAtBefore: datetime(ctx, addMilliseconds(t, 1)) };
  };
  const orders = objectsOf([...(data.orders?.values() ?? [])].flat()).slice(0, PER_ENDPOINT);
  for (const order of orders) {
    const window = around(order);
    if (window)
      probes.push({
        endpoint: 'GET /v1/orders',
        path: '/v1/orders',
        query: { pairSymbol: String(order.pairSymbol), ...window, pageSize: ORDERS_PAGE_SIZE.max },
        target: { ...order },
      });
  }
  for (const trade of objectsOf(data.trades).slice(0, PER_ENDPOINT)) {
    const window = around(trade);
    if (window)
      probes.push({
        endpoint: 'GET /v1/trades',
        path: '/v1/trades',
        query: { pairSymbol: [String(trade.pairSymbol)], ...window, pageSize: TRADES_PAGE_SIZE.max },
        target: { ...trade },
      });
  }
  for (const wallet of objectsOf(data.wallets).slice(0, 1)) {
    probes.push({ endpoint: 'GET /v1/account-wallets', path: '/v1/account-wallets', query: {}, target: { ...wallet } });
    if (typeof wallet.currencySymbol === 'string') {
      probes.push({
        endpoint: 'GET /v1/account-wallets',
        path: '/v1/account-wallets',
        query: { currencySymbol: wallet.currencySymbol },
        target: { ...wallet },
      });
    }
  }
  for (const withdrawal of objectsOf(data.withdrawals).slice(0, PER_ENDPOINT)) {
    const window = around(withdrawal);
    if (!window) continue;
    probes.push({
      endpoint: 'GET /v1/crypto-withdrawals',
      path: '/v1/crypto-withdrawals',
      query: { ...window, pageSize: TRANSFERS_PAGE_SIZE.max },
      target: { ...withdrawal },
    });
    if (typeof withdrawal.externalTransactionId === 'string') {
      probes.push({
        endpoint: 'GET /v1/crypto-withdrawals',
        path: '/v1/crypto-withdrawals',
        query: { ...window, externalTransactionId: withdrawal.externalTransactionId },
        target: { ...withdrawal },
      });
    }
  }
  for (const deposit of objectsOf(data.deposits).slice(0, PER_ENDPOINT)) {
    const window = around(deposit);
    if (window)
      probes.push({
        endpoint: 'GET /v1/crypto-deposits',
        path: '/v1/crypto-deposits',
        query: { ...window, pageSize: TRANSFERS_PAGE_SIZE.max },
        target: { ...deposit },
      });
  }
  return probes;
}
