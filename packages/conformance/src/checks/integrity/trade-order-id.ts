import { inOrder } from '#support/in-order.js';
import { objectsOf } from '#support/objects.js';
import { Findings, noData } from '#support/outcome.js';
import { isRefusal, judgeRefusal } from '#support/refusal.js';
import type { Check } from '#types';
import { encodeSegment } from '#support/encode-segment.js';

const LOOKUPS = 10;

const CODES = {
  'order-not-found': "GET /v1/orders/{id} does not return the order a trade's orderId names",
} as const;

/**
 * "| orderId | string | order the trade belongs to |": a trade's orderId resolves to an order of
 * the account, among the orders discovered or by GET /v1/orders/{id} (a Canceled order is not
 * listed but "can be returned by the single-order endpoint").
 */
export const integrityTradeOrderId = {
  id: 'integrity.trade-order-id',
  title: "Every trade's orderId resolves to an order",
  requirements: ['TRD-RES-BELONGS-TO-ORDER'],
  codes: CODES,
  needs: { credentials: true, trades: 1 },
  section: 'Resources and their fields > Trade',
  endpoint: 'GET /v1/orders/{id}',
  async run(ctx) {
    const trades = objectsOf(ctx.discovery.account.trades);
    if (trades.length === 0) return noData('discovery read no trades');
    const known = new Set(objectsOf([...(ctx.discovery.account.orders?.values() ?? [])].flat()).map((o) => String(o.id)));
    const orderIds = [...new Set(trades.map((t) => t.orderId).filter((id): id is string => typeof id === 'string'))];
    const listed = orderIds.filter((id) => known.has(id));
    const toLookUp = orderIds.filter((id) => !known.has(id)).slice(0, LOOKUPS);
    const findings = new Findings(CODES);
    const lookUp = (orderId: string) => ctx.http.get(`/v1/orders/${encodeSegment(orderId)}`);
    for await (const [orderId, exchange] of inOrder(toLookUp, lookUp)) {
      const body = exchange.json as { id?: unknown } | undefined;
      if (exchange.status === 200 && body && typeof body === 'object' && String(body.id) === orderId) continue;
      if (isRefusal(exchange.status)) {
        const judged = await judgeRefusal(ctx, exchange);
        if (judged.status === 'not-evaluated') return judged;
      }
      const trade = trades.find((t) => t.orderId === orderId)!;
      findings.add(
        'order-not-found',
        `trade ${String(trade.id)} belongs to order ${orderId}, which GET /v1/orders/{id} answers with ${exchange.status}`,
        exchange.evidence({
          expected: `200 with order ${orderId}`,
          actual: String(exchange.status),
          note: `trade ${String(trade.id)} carries orderId ${orderId}`,
        }),
      );
    }
    return findings.outcome(`${listed.length} orderId(s) among the listed orders, ${toLookUp.length} resolved by id (of ${orderIds.length})`);
  },
} as const satisfies Check;
