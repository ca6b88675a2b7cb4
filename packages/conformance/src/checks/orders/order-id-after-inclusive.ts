import { Findings } from '#support/outcome.js';
import { spreadSample } from '#support/probes/boundaries.js';
import type { Check, CheckContext } from '#types';
import { isObject } from '#support/objects.js';
import { encodeSegment } from '#support/encode-segment.js';
import { belowFloor, idMode, medianId } from './_support/ids.js';
import { ORDERS_PAGE_SIZE } from '#spec-constants';
import { LIST_ENDPOINT, LIST_SECTION, onBusiestPair } from '#support/orders-target.js';
import { fetchRecords } from '#support/probes/collect.js';

const CODES = {
  'not-inclusive': 'orderIdAfter equal to a listed order id does not return that order',
  'below-order-id-after': 'orderIdAfter returned an order with a smaller id',
} as const;

/**
 * An order discovery listed that is Canceled now: "Canceled orders never appear in the order list",
 * so its absence is live data (an order canceled during the run), not the rule broken. Asked afresh.
 */
async function canceledSince(ctx: CheckContext, id: string): Promise<boolean> {
  const now = await ctx.http.get(`/v1/orders/${encodeSegment(id)}`, undefined, { fresh: true });
  return now.status === 200 && isObject(now.json) && now.json.status === 'Canceled';
}

/** orderIdAfter "includes orders with id greater than or equal to it": the order itself comes back. */
export const ordersOrderIdAfterInclusive = {
  id: 'orders.order-id-after-inclusive',
  title: "GET /v1/orders: orderIdAfter equal to a listed order's id returns that order first (ASC)",
  requirements: ['ORD-LIST-ORDER-ID-AFTER'],
  codes: CODES,
  needs: { credentials: true, orders: 1 },
  section: LIST_SECTION,
  endpoint: LIST_ENDPOINT,
  run(ctx) {
    return onBusiestPair(ctx, async (target) => {
      const findings = new Findings(CODES);
      // The newest, the oldest and the median id: from the median on, orders.id-ordering reads the
      // same ascending page (one answer for both).
      const spread = spreadSample(target.records, 3);
      // Worked out once: inside `find`, the ids were sorted again for every record it passed.
      const medianOfIds = medianId(target.records);
      const median = target.records.find((o) => String(o.id) === medianOfIds);
      const samples = spread.length === 3 && median ? [spread[0]!, median, spread[2]!] : spread;
      const results = await Promise.all(
        samples.map((o) => fetchRecords(ctx, target.path, { ...target.base, orderIdAfter: String(o.id), pageSize: ORDERS_PAGE_SIZE.max, order: 'ASC' })),
      );
      for (const [i, result] of results.entries()) {
        if (!result.ok) return result.outcome;
        const id = String(samples[i]!.id);
        const { mode, words } = idMode([id, ...result.items.map((r) => String(r.id))]);
        if (!result.items.some((r) => String(r.id) === id) && !(await canceledSince(ctx, id))) {
          findings.add(
            'not-inclusive',
            `orderIdAfter=${id} does not return order ${id}`,
            result.exchange.evidence({
              expected: `order ${id} ("greater than or equal to it")`,
              actual: `ids ${result.items.map((r) => String(r.id)).join(', ') || 'none'}`,
              note: words,
            }),
          );
        }
        const low = belowFloor(result.items, id, mode);
        if (low) {
          findings.add(
            'below-order-id-after',
            `orderIdAfter=${id} returns the smaller id ${String(low.id)}`,
            result.exchange.evidence({
              expected: `ids >= ${id}`,
              actual: String(low.id),
              note: words,
            }),
          );
        }
      }
      return findings.outcome(`orderIdAfter returned the order it names, for ${samples.length} orders of ${String(target.base.pairSymbol)}`);
    });
  },
} as const satisfies Check;
