import { addDays, parseTimestamp } from '@tarc/domain';
import type { Instant, Trade } from '@tarc/domain';
import { Findings, isRefusal, judgeRefusal, noData, unobservable } from '../../support/index.js';
import { datetime } from '../../support/query-datetimes.js';
import type { Check, Exchange, Query } from '../../types.js';
import { LIST_ENDPOINT, LIST_SECTION } from './_support/target.js';

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
    const trades = (ctx.discovery.account.trades ?? []).filter(
      (t): t is Trade => typeof t?.pairSymbol === 'string' && (t.side === 'Buy' || t.side === 'Sell') && parseTimestamp(String(t.createdAt)) !== undefined,
    );
    if (trades.length === 0) return noData('no trade with a side was discovered');
    const probes: Probe[] = [];
    // A pair and day holding trades of both sides: side=Buy sent with the instant of a Sell trade.
    const byDay = new Map<string, Trade[]>();
    for (const t of trades) {
      const key = `${t.pairSymbol} ${String(t.createdAt).slice(0, 10)}`;
      const day = byDay.get(key);
      if (day) day.push(t);
      else byDay.set(key, [t]);
    }
    const mixedDay = [...byDay.values()].find((day) => day.some((t) => t.side === 'Buy') && day.some((t) => t.side === 'Sell'));
    if (mixedDay) {
      const sell = mixedDay.find((t) => t.side === 'Sell')!;
      probes.push({
        mode: 'createdAt',
        code: 'created-at-mode-other-side',
        side: 'Buy',
        query: { pairSymbol: [sell.pairSymbol], createdAt: datetime(ctx, parseTimestamp(sell.createdAt)!), side: 'Buy' },
      });
    }
    // A window closed at the run's start, on a pair with both sides in it.
    const from = addDays(ctx.discovery.now, -WINDOW_DAYS);
    const recent = trades.filter((t) => (parseTimestamp(t.createdAt) as Instant) > from);
    // The first pair (in discovery's order) with both sides among its recent trades.
    const sidesByPair = new Map<string, Set<string>>();
    for (const t of recent) {
      const sides = sidesByPair.get(t.pairSymbol);
      if (sides) sides.add(t.side);
      else sidesByPair.set(t.pairSymbol, new Set([t.side]));
    }
    const mixedPair = [...sidesByPair].find(([, sides]) => sides.size === 2)?.[0];
    if (mixedPair) {
      probes.push({
        mode: 'window',
        code: 'window-mode-other-side',
        side: 'Sell',
        query: { pairSymbol: [mixedPair], createdAtAfter: datetime(ctx, from), createdAtBefore: datetime(ctx, ctx.discovery.now), side: 'Sell' },
      });
    }
    // An order with two trades or more: side set to the other side; pageSize=1 tells the reading.
    const perOrder = new Map<string, Trade[]>();
    for (const t of trades) {
      if (typeof t.orderId !== 'string') continue;
      const list = perOrder.get(t.orderId);
      if (list) list.push(t);
      else perOrder.set(t.orderId, [t]);
    }
    const busy = [...perOrder.values()].find((list) => list.length >= 2);
    let reading: Promise<Exchange> | undefined;
    if (busy) {
      const t = busy[0]!;
      // With the parameters a server reading orderId as a filter requires beside it (pair, window).
      const beside = { pairSymbol: [t.pairSymbol], orderId: t.orderId, createdAtBefore: datetime(ctx, ctx.discovery.now) };
      probes.push({ mode: 'orderId', code: 'order-id-mode-other-side', side: other(t.side), query: { ...beside, side: other(t.side) } });
      reading = ctx.http.get('/v1/trades', { ...beside, pageSize: 1 });
    }
    if (probes.length === 0) return unobservable('no discovered pair and day or window holds trades of both sides, and no order has two trades');
    const [answers, readingAnswer] = await Promise.all([Promise.all(probes.map((p) => ctx.http.get('/v1/trades', p.query))), reading]);
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
      const list = records(exchange);
      // A 4xx here is allowed (orderId with other parameters, OPEN-POINTS #1) or another check's finding.
      if (!list) {
        unjudged.push(`${probe.mode} (answered ${exchange.status})`);
        continue;
      }
      if (probe.mode === 'orderId') {
        const pageOf1 = readingAnswer && records(readingAnswer);
        if (!pageOf1 || pageOf1.length > 1) {
          unjudged.push('orderId (the server ignores the other parameters there, OPEN-POINTS #1)');
          continue;
        }
      }
      judged.push(probe.mode);
      const wrong = list.filter((r) => r?.side !== probe.side);
      if (wrong.length > 0) {
        findings.add(
          probe.code,
          `side=${probe.side} with ${probe.mode}: ${wrong.length} of ${list.length} trades have another side`,
          exchange.evidence({
            expected: `only trades with side ${probe.side}`,
            actual: `sides ${[...new Set(wrong.map((r) => String(r?.side)))].join(', ')}`,
          }),
        );
      }
    }
    if (judged.length === 0 && findings.count === 0) return unobservable(`side could not be judged in any mode: ${unjudged.join('; ')}`);
    const note = unjudged.length > 0 ? ` (not judged: ${unjudged.join('; ')})` : '';
    return findings.outcome(`side filtered with ${judged.join(', ')}${note}`);
  },
} as const satisfies Check;
