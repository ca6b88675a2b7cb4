import { addDays } from '@tarc/domain';
import { Findings, noData } from '#support/outcome.js';
import { isRefusal, judgeRefusal } from '#support/refusal.js';
import { datetime } from '#support/query-datetimes.js';
import { MAX_RANGE_DAYS, ORDERS_PAGE_SIZE } from '#spec-constants';
import type { Check, CheckContext, Exchange, Query } from '#types';

interface Probe {
  /** `GET /v1/account-wallets?currencySymbol=TARCNOSYMBOL0`, for messages. */
  what: string;
  path: string;
  query: Query;
  /** The field every returned record must hold `value` in; undefined: no record may be returned at all. */
  field?: string;
  value: string;
}

/** A symbol none of `known` is, in any case. */
function unknownSymbol(known: Iterable<unknown>): string {
  const taken = new Set([...known].filter((s): s is string => typeof s === 'string').map((s) => s.toLowerCase()));
  for (let i = 0; ; i++) if (!taken.has(`tarcnosymbol${i}`)) return `TARCNOSYMBOL${i}`;
}

function probes(ctx: CheckContext): Probe[] {
  const d = ctx.discovery;
  const now = datetime(ctx, d.now);
  const window = { createdAtAfter: datetime(ctx, addDays(d.now, -MAX_RANGE_DAYS)), createdAtBefore: now };
  const symbols = unknownSymbol([...(d.account.wallets ?? []).map((w) => w?.currencySymbol), ...(d.cryptoAssets ?? []).map((a) => a?.currencySymbol)]);
  const out: Probe[] = [
    // A symbol no wallet or asset has: no wallet, withdrawal or deposit can be of it.
    { what: `GET /v1/account-wallets?currencySymbol=${symbols}`, path: '/v1/account-wallets', query: { currencySymbol: symbols }, value: symbols },
    { what: `GET /v1/crypto-withdrawals?symbol=${symbols}`, path: '/v1/crypto-withdrawals', query: { ...window, symbol: symbols }, value: symbols },
    { what: `GET /v1/crypto-deposits?symbol=${symbols}`, path: '/v1/crypto-deposits', query: { ...window, symbol: symbols }, value: symbols },
  ];
  const pairs = (d.brokerPairs ?? []).map((p) => p?.symbol).filter((s): s is string => typeof s === 'string');
  const withOrders = new Set([...(d.account.orders ?? new Map()).entries()].filter(([, list]) => list.length > 0).map(([p]) => p));
  const quietPair = d.account.orders ? pairs.find((p) => !withOrders.has(p)) : undefined;
  if (quietPair) {
    out.push({
      what: `GET /v1/orders?pairSymbol=${quietPair} (no order discovered)`,
      path: '/v1/orders',
      // The last 90 days, page 1 of 50: discovery's own read of the pair's newest window.
      query: { pairSymbol: quietPair, ...window, page: 1, pageSize: ORDERS_PAGE_SIZE.max },
      field: 'pairSymbol',
      value: quietPair,
    });
  }
  const tradedPairs = new Set((d.account.trades ?? []).map((t) => t?.pairSymbol));
  const untraded = d.account.trades ? pairs.find((p) => !tradedPairs.has(p)) : undefined;
  if (untraded) {
    out.push({
      what: `GET /v1/trades?pairSymbol=${untraded} (no trade discovered)`,
      path: '/v1/trades',
      query: { pairSymbol: [untraded], createdAtBefore: now },
      field: 'pairSymbol',
      value: untraded,
    });
  }
  return out;
}

const CODES = {
  'record-of-another-value': 'a filter given a value that matches nothing answered records of another value',
} as const;

/**
 * Every filter with a value that matches nothing (an unknown currencySymbol or symbol, a pair
 * without orders or trades): the answer holds no record of another value. An empty list and a 4xx
 * both pass (the status of an unknown value is not shown, OPEN-POINTS #7); records of another value
 * show the filter ignored. The requests go out together and are judged in order.
 */
export const filtersMatchNothing = {
  id: 'general.filters-match-nothing',
  title: 'Every filter given a value that matches nothing answers no record of another value',
  requirements: ['WAL-FILTER-CURRENCY-SYMBOL', 'WDR-FILTER-SYMBOL', 'DEP-FILTER-SYMBOL', 'ORD-LIST-PAIR-SYMBOL', 'TRD-LIST-PAIR-SYMBOL'],
  codes: CODES,
  codeRequirements: {
    'record-of-another-value': ['WAL-FILTER-CURRENCY-SYMBOL', 'WDR-FILTER-SYMBOL', 'DEP-FILTER-SYMBOL', 'ORD-LIST-PAIR-SYMBOL', 'TRD-LIST-PAIR-SYMBOL'],
  },
  needs: { credentials: true, brokerPairs: 1 },
  section: 'Endpoints',
  async run(ctx) {
    const list = probes(ctx);
    if (list.length === 0) return noData('nothing to probe');
    const answers: Exchange[] = await Promise.all(list.map((p) => ctx.http.get(p.path, p.query)));
    const findings = new Findings(CODES);
    for (const [i, probe] of list.entries()) {
      const exchange = answers[i]!;
      if (isRefusal(exchange.status)) {
        const judged = await judgeRefusal(ctx, exchange);
        if (judged.status === 'not-evaluated') return judged;
        findings.addOutcome(judged);
        continue;
      }
      // A 4xx, or a body that is no list, is another check's business (bare arrays, no 5xx).
      if (exchange.status !== 200 || !Array.isArray(exchange.json)) continue;
      const records = exchange.json as Record<string, unknown>[];
      const others = probe.field === undefined ? records : records.filter((r) => r?.[probe.field!] !== probe.value);
      if (others.length === 0) continue;
      findings.add(
        'record-of-another-value',
        `${probe.what} answered ${others.length} records of another value`,
        exchange.evidence({
          expected: probe.field === undefined ? `no record: nothing is of ${probe.value}` : `only records whose ${probe.field} is ${probe.value}, or none`,
          actual: `${others.length} of ${records.length} records${probe.field ? ` (${probe.field}: ${[...new Set(others.map((r) => String(r?.[probe.field!])))].slice(0, 3).join(', ')})` : ''}`,
        }),
      );
    }
    return findings.outcome(`${list.length} filters given a value that matches nothing answered no record of another value`);
  },
} as const satisfies Check;
