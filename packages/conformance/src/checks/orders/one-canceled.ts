import type { ListRecord } from '#support/list-target.js';
import { Findings, noData, passed } from '#support/outcome.js';
import { isRefusal, judgeRefusal } from '#support/refusal.js';
import type { Check } from '#types';
import { unlistedCandidates as candidates } from '#support/unlisted-orders.js';
import { fetchRecords } from '#support/probes/collect.js';
import { encodeSegment } from '#support/encode-segment.js';

const CODES = {
  'referenced-not-found': 'an order known by id (through trades or a gap in ids) is not returned by GET /v1/orders/{id}',
  'listable-not-listed': 'an order read by id with a listable status is not in the list of its pair',
} as const;

/**
 * "A Canceled order can be returned by the single-order endpoint" ("200 one Order (its status may be
 * Canceled)"): an order the lists never show is looked up by id. A Canceled one must come back; an
 * order a trade belongs to must come back; one with a listable status must be in the list.
 */
export const ordersOneCanceled = {
  id: 'orders.one-canceled',
  title: 'GET /v1/orders/{id} returns Canceled orders (found through trades or gaps in ids) the list hides',
  requirements: ['ORD-ONE-CANCELED-RETURNED', 'ORD-LIST-CANCELED-EXCLUDED'],
  codes: CODES,
  codeRequirements: {
    'referenced-not-found': ['ORD-ONE-CANCELED-RETURNED'],
    'listable-not-listed': ['ORD-ONE-CANCELED-RETURNED', 'ORD-LIST-CANCELED-EXCLUDED'],
  },
  needs: { credentials: true, canceledOrders: 1 },
  section: 'States and transitions',
  endpoint: 'GET /v1/orders/{id}',
  async run(ctx) {
    const found = candidates(ctx);
    if (found.length === 0) return noData('no order outside the lists could be found (no trade of an unlisted order, no gap in decimal ids)');
    const ours = new Set([...(ctx.discovery.account.orders?.values() ?? [])].flat().map((o) => String(o.accountId)));
    const findings = new Findings(CODES);
    const canceled: string[] = [];
    const results = await Promise.all(found.map((c) => ctx.http.get(`/v1/orders/${encodeSegment(c.id)}`)));
    // A refusal is a reason not to evaluate only when the control request is refused too.
    const refusal = results.find((e) => isRefusal(e.status));
    if (refusal) {
      const judged = await judgeRefusal(ctx, refusal);
      if (judged.status === 'not-evaluated') return judged;
    }
    for (const [i, exchange] of results.entries()) {
      const c = found[i]!;
      const order = exchange.json as ListRecord | undefined;
      if (exchange.status !== 200 || !order || typeof order !== 'object') {
        if (c.referenced) {
          findings.add(
            'referenced-not-found',
            `order ${c.id} (${c.from}) is not returned by id: ${exchange.status}`,
            exchange.evidence({
              expected: '200 with the order (a Canceled one included)',
              actual: String(exchange.status),
            }),
          );
        }
        continue;
      }
      // Another account's order is the isolation checks' finding, not this one's.
      if (ours.size > 0 && !ours.has(String(order.accountId))) continue;
      if (order.status === 'Canceled') {
        canceled.push(c.id);
        continue;
      }
      // A listable status: the list must show it ("when omitted all three are returned").
      const list = await fetchRecords(ctx, '/v1/orders', { pairSymbol: String(order.pairSymbol), orderIdAfter: c.id, order: 'ASC', pageSize: 1 });
      if (!list.ok) return list.outcome;
      if (String(list.items[0]?.id) !== c.id) {
        findings.add(
          'listable-not-listed',
          `order ${c.id} has status ${JSON.stringify(order.status)} by id but is not in the list of ${String(order.pairSymbol)}`,
          list.exchange.evidence({ expected: `order ${c.id} first (orderIdAfter=${c.id}, ASC)`, actual: `first id ${String(list.items[0]?.id ?? 'none')}` }),
        );
      }
    }
    if (findings.count > 0) return findings.outcome();
    if (canceled.length === 0)
      return noData(
        `no Canceled order among ${found.length} order(s) the lists do not show (${found
          .map((c) => c.id)
          .slice(0, 5)
          .join(', ')}…)`,
      );
    return passed(`${canceled.length} Canceled order(s) returned by id (${canceled.slice(0, 5).join(', ')}), none of them listed`);
  },
} as const satisfies Check;
