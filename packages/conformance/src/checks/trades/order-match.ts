import { fetchOne } from '#support/fetch-list.js';
import type { ListRecord } from '#support/list-target.js';
import { Findings, noData, unobservable } from '#support/outcome.js';
import { spreadSample } from '#support/probes/boundaries.js';
import type { Check } from '#types';
import { encodeSegment } from '#support/encode-segment.js';
import { ordersReadById } from '#support/one-equals-list.js';
import { unlistedCandidates } from '#support/unlisted-orders.js';

const SAMPLE = 20;

const CODES = {
  'order-differs': "a trade's order has another pair or side than the trade",
} as const;

/**
 * "orderId | string | order the trade belongs to": the order is of the trade's pair and its type is
 * the trade's side. Bounded: up to 20 trades of distinct orders, each order read by id (first the
 * orders `orders.one-equals-list` reads, so one answer serves both). An order
 * that does not resolve is the integrity checks' finding, not this one's.
 */
export const tradesOrderMatch = {
  id: 'trades.order-match',
  title: "Trades: the order a trade belongs to has the trade's pair, and its type is the trade's side",
  requirements: ['TRD-RES-BELONGS-TO-ORDER'],
  codes: CODES,
  needs: { credentials: true, trades: 1 },
  section: 'Resources and their fields > Trade',
  endpoint: 'GET /v1/trades',
  async run(ctx) {
    const trades = (ctx.discovery.account.trades ?? []) as unknown as ListRecord[];
    const byOrder = new Map<string, ListRecord>();
    for (const t of trades) if (!byOrder.has(String(t.orderId))) byOrder.set(String(t.orderId), t);
    // Orders other checks read by id first (one answer serves both questions): the listed orders
    // orders.one-equals-list reads, and the unlisted orders trades refer to that
    // orders.canceled-excluded and orders.one-canceled read; then a spread over the other trades' orders.
    const readById = ordersReadById(ctx);
    for (const candidate of unlistedCandidates(ctx)) if (candidate.referenced) readById.add(candidate.id);
    const shared = [...byOrder.values()].filter((t) => readById.has(String(t.orderId))).slice(0, SAMPLE);
    const others = [...byOrder.values()].filter((t) => !readById.has(String(t.orderId)));
    const sample = [...shared, ...spreadSample(others, SAMPLE - shared.length)];
    if (sample.length === 0) return noData('no trades were discovered');
    const findings = new Findings(CODES);
    let compared = 0;
    const lookups = await Promise.all(
      sample.map(async (t) => {
        const one = await fetchOne<ListRecord>(ctx, `/v1/orders/${encodeSegment(String(t.orderId))}`);
        return one.ok ? { trade: t, order: one.item, exchange: one.exchange } : undefined;
      }),
    );
    for (const found of lookups) {
      if (!found) continue;
      compared++;
      const { trade, order } = found;
      const problems: string[] = [];
      if (order.pairSymbol !== trade.pairSymbol) problems.push(`pair ${JSON.stringify(order.pairSymbol)} ≠ trade pair ${JSON.stringify(trade.pairSymbol)}`);
      if (order.type !== trade.side) problems.push(`type ${JSON.stringify(order.type)} ≠ trade side ${JSON.stringify(trade.side)}`);
      if (problems.length > 0) {
        findings.add(
          'order-differs',
          `trade ${String(trade.id)} belongs to order ${String(order.id)}, whose ${problems.join(' and ')}`,
          found.exchange.evidence({
            expected: `an order of ${String(trade.pairSymbol)} with type ${String(trade.side)} (trade ${String(trade.id)})`,
            actual: problems.join('; '),
          }),
        );
      }
    }
    if (compared === 0) return unobservable(`none of the ${sample.length} orders sampled could be read`);
    return findings.outcome(`${compared} trades (of distinct orders) match their order's pair and type`);
  },
} as const satisfies Check;
