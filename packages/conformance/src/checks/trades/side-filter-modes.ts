import { addDays, parseTimestamp } from '@tarc/domain';
import type { Instant, Trade } from '@tarc/domain';
import { Findings, noData, unobservable } from '#support/outcome.js';
import { isRefusal, judgeRefusal } from '#support/refusal.js';
import { datetime } from '#support/query-datetimes.js';
import type { Check, CheckContext, Exchange, Query } from '#types';
import { LIST_ENDPOINT, LIST_SECTION } from '#support/trades-target.js';

const WINDOW_DAYS = 30;
const other = (side: string) => (side === 'Buy' ? 'Sell' : 'Buy');

interface Probe {
  mode: 'createdAt' | 'window' | 'orderId';
  code: keyof typeof CODES;
  query: Query;
  side: string;
}

const records = (e: Exchange): Record<string, unknown>[] | undefined =>
  e.status === 200 && Array.isArray(e.json) ? (e.json as Record<string, unknown>[]) : undefined;

const CODES = {
  'created-at-mode-other-side': 'side with createdAt returned a trade of the other side',
  'window-mode-other-side': 'side with a createdAt window returned a trade of the other side',
  'order-id-mode-other-side': 'side with orderId returned a trade of the other side',
} as const;

/** The items by key, in their order; an item without a key is left out. */
function groupBy<T>(items: readonly T[], keyOf: (item: T) => string | undefined): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    if (key === undefined) continue;
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** The discovered trades with a pair, a side and a createdAt tarc can read. */
function tradesWithSide(ctx: CheckContext): Trade[] {
  return (ctx.discovery.account.trades ?? []).filter(
    (t): t is Trade => typeof t?.pairSymbol === 'string' && (t.side === 'Buy' || t.side === 'Sell') && parseTimestamp(String(t.createdAt)) !== undefined,
  );
}

/** A pair and day holding trades of both sides: side=Buy sent with the instant of a Sell trade. */
function createdAtProbe(ctx: CheckContext, trades: readonly Trade[]): Probe | undefined {
  const byDay = groupBy(trades, (t) => `${t.pairSymbol} ${String(t.createdAt).slice(0, 10)}`);
  const mixedDay = [...byDay.values()].find((day) => day.some((t) => t.side === 'Buy') && day.some((t) => t.side === 'Sell'));
  if (!mixedDay) return undefined;
  const sell = mixedDay.find((t) => t.side === 'Sell')!;
  return {
    mode: 'createdAt',
    code: 'created-at-mode-other-side',
    side: 'Buy',
    query: { pairSymbol: [sell.pairSymbol], createdAt: datetime(ctx, parseTimestamp(sell.createdAt)!), side: 'Buy' },
  };
}

/** A window closed at the run's start, on the first pair (in discovery's order) with both sides among its recent trades. */
function windowProbe(ctx: CheckContext, trades: readonly Trade[]): Probe | undefined {
  const from = addDays(ctx.discovery.now, -WINDOW_DAYS);
  const recent = trades.filter((t) => (parseTimestamp(t.createdAt) as Instant) > from);
  const sidesByPair = groupBy(recent, (t) => t.pairSymbol);
  const mixedPair = [...sidesByPair].find(([, pairTrades]) => new Set(pairTrades.map((t) => t.side)).size === 2)?.[0];
  if (!mixedPair) return undefined;
  return {
    mode: 'window',
    code: 'window-mode-other-side',
    side: 'Sell',
    query: { pairSymbol: [mixedPair], createdAtAfter: datetime(ctx, from), createdAtBefore: datetime(ctx, ctx.discovery.now), side: 'Sell' },
  };
}

/**
 * An order with two trades or more: side set to the other side, with the parameters a server reading
 * orderId as a filter requires beside it (pair, window); `reading` is the same with pageSize=1, which
 * tells whether the server applies other parameters there.
 */
function orderIdProbe(ctx: CheckContext, trades: readonly Trade[]): { probe: Probe; reading: Query } | undefined {
  const perOrder = groupBy(trades, (t) => (typeof t.orderId === 'string' ? t.orderId : undefined));
  const busy = [...perOrder.values()].find((list) => list.length >= 2);
  if (!busy) return undefined;
  const t = busy[0]!;
  const beside = { pairSymbol: [t.pairSymbol], orderId: t.orderId, createdAtBefore: datetime(ctx, ctx.discovery.now) };
  return {
    probe: { mode: 'orderId', code: 'order-id-mode-other-side', side: other(t.side), query: { ...beside, side: other(t.side) } },
    reading: { ...beside, pageSize: 1 },
  };
}

/** Why a probe's answer could not be judged, or undefined when it can be. */
function unjudgedWhy(probe: Probe, exchange: Exchange, reading: Exchange | undefined): string | undefined {
  // A 4xx here is allowed (orderId with other parameters, OPEN-POINTS #1) or another check's finding.
  if (!records(exchange)) return `${probe.mode} (answered ${exchange.status})`;
  if (probe.mode !== 'orderId') return undefined;
  const pageOf1 = reading && records(reading);
  return !pageOf1 || pageOf1.length > 1 ? 'orderId (the server ignores the other parameters there, OPEN-POINTS #1)' : undefined;
}

/** Every trade of the answer has the side asked for. */
function judgeSides(probe: Probe, exchange: Exchange, findings: Findings<typeof CODES>): void {
  const list = records(exchange)!;
  const wrong = list.filter((r) => r?.side !== probe.side);
  if (wrong.length === 0) return;
  findings.add(
    probe.code,
    `side=${probe.side} with ${probe.mode}: ${wrong.length} of ${list.length} trades have another side`,
    exchange.evidence({
      expected: `only trades with side ${probe.side}`,
      actual: `sides ${[...new Set(wrong.map((r) => String(r?.side)))].join(', ')}`,
    }),
  );
}

/**
 * "| side | STRING | no | Buy, Sell |" in every query mode (the side filter check sees it with
 * createdAtBefore): with createdAt on a day holding both sides, with a window, and with orderId
 * where the server honours other parameters beside it (OPEN-POINTS #1: a pageSize it applies
 * there); a reading that ignores or refuses them leaves that mode unjudged. Requests go out together.
 */
export const tradesSideFilterModes = {
  id: 'trades.side-filter-modes',
  title: 'GET /v1/trades: side filters with createdAt, with a window, and with orderId where other parameters apply',
  requirements: ['TRD-LIST-SIDE-EVERY-MODE'],
  codes: CODES,
  needs: { credentials: true, buyTrades: 1, sellTrades: 1 },
  section: LIST_SECTION,
  endpoint: LIST_ENDPOINT,
  async run(ctx) {
    const trades = tradesWithSide(ctx);
    if (trades.length === 0) return noData('no trade with a side was discovered');
    const byOrder = orderIdProbe(ctx, trades);
    const probes = [createdAtProbe(ctx, trades), windowProbe(ctx, trades), byOrder?.probe].filter((p): p is Probe => p !== undefined);
    if (probes.length === 0) return unobservable('no discovered pair and day or window holds trades of both sides, and no order has two trades');
    // Requests go out together, the reading's first.
    const readingAnswer = byOrder && ctx.http.get('/v1/trades', byOrder.reading);
    const [answers, reading] = await Promise.all([Promise.all(probes.map((p) => ctx.http.get('/v1/trades', p.query))), readingAnswer]);
    const findings = new Findings(CODES);
    const judged: string[] = [];
    const unjudged: string[] = [];
    for (const [i, probe] of probes.entries()) {
      const exchange = answers[i]!;
      if (isRefusal(exchange.status)) {
        const refused = await judgeRefusal(ctx, exchange);
        if (refused.status === 'not-evaluated') return refused;
        findings.addOutcome(refused);
        continue;
      }
      const why = unjudgedWhy(probe, exchange, reading);
      if (why) {
        unjudged.push(why);
        continue;
      }
      judged.push(probe.mode);
      judgeSides(probe, exchange, findings);
    }
    if (judged.length === 0 && findings.count === 0) return unobservable(`side could not be judged in any mode: ${unjudged.join('; ')}`);
    const note = unjudged.length > 0 ? ` (not judged: ${unjudged.join('; ')})` : '';
    return findings.outcome(`side filtered with ${judged.join(', ')}${note}`);
  },
} as const satisfies Check;
