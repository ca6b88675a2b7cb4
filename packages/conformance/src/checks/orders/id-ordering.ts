import { idViolation } from '#support/ordering.js';
import { Findings, unobservable } from '#support/outcome.js';
import { fetchRecords } from '#support/probes/collect.js';
import type { Check, CheckContext } from '#types';
import type { ListRecord } from '#support/list-target.js';
import { newerThanRun } from '#support/timestamps.js';
import { belowFloor, idMode, medianId } from './_support/ids.js';
import { LIST_ENDPOINT, LIST_SECTION, onBusiestPair } from '#support/orders-target.js';
import { ORDERS_PAGE_SIZE } from '#spec-constants';

/**
 * The two answers hold the same ids in the same order. Orders created during the run (live data,
 * highest ids, so first in DESC) may arrive between the two requests and push the oldest off a full
 * page: they are left out, and the rest compared as far as both reach.
 */
function sameDescending(ctx: CheckContext, a: readonly ListRecord[], b: readonly ListRecord[]): boolean {
  const ids = (items: readonly ListRecord[]) => items.map((r) => String(r.id));
  if (![...a, ...b].some((r) => newerThanRun(ctx, r))) return ids(a).join(',') === ids(b).join(',');
  const [x, y] = [ids(a.filter((r) => !newerThanRun(ctx, r))), ids(b.filter((r) => !newerThanRun(ctx, r)))];
  const n = Math.min(x.length, y.length);
  return x.slice(0, n).join(',') === y.slice(0, n).join(',');
}

const NOT_ORDERED = { ASC: 'asc-not-ascending', DESC: 'desc-not-descending', omitted: 'default-not-descending' } as const;

const CODES = {
  'asc-not-ascending': 'orderIdAfter with order=ASC returned orders not in ascending id order',
  'desc-not-descending': 'orderIdAfter with order=DESC returned orders not in descending id order',
  'default-not-descending': 'orderIdAfter without order returned orders not in descending id order',
  'below-order-id-after': 'orderIdAfter returned an order with a smaller id',
  'default-not-desc': 'orderIdAfter without order answered otherwise than with order=DESC (DESC is not the default)',
} as const satisfies Record<(typeof NOT_ORDERED)[keyof typeof NOT_ORDERED], string> & Record<string, string>;

/**
 * orderIdAfter: "when set, the response is ordered by id"; ASC ascending, DESC and the default
 * descending, no id below orderIdAfter. Ids compared per OPEN-POINTS #10.
 */
export const ordersIdOrdering = {
  id: 'orders.id-ordering',
  title: 'GET /v1/orders with orderIdAfter: ordered by id, ASC/DESC honoured, DESC by default',
  requirements: ['ORD-LIST-ORDERED', 'ORD-LIST-ORDER-ID-AFTER', 'ORD-LIST-ORDER'],
  codes: CODES,
  codeRequirements: {
    'asc-not-ascending': ['ORD-LIST-ORDERED', 'ORD-LIST-ORDER-ID-AFTER', 'ORD-LIST-ORDER'],
    'desc-not-descending': ['ORD-LIST-ORDERED', 'ORD-LIST-ORDER-ID-AFTER', 'ORD-LIST-ORDER'],
    'default-not-descending': ['ORD-LIST-ORDERED', 'ORD-LIST-ORDER-ID-AFTER', 'ORD-LIST-ORDER'],
    'below-order-id-after': ['ORD-LIST-ORDER-ID-AFTER'],
    'default-not-desc': ['ORD-LIST-ORDERED', 'ORD-LIST-ORDER'],
  },
  needs: { credentials: true, orders: 3 },
  section: LIST_SECTION,
  endpoint: LIST_ENDPOINT,
  run(ctx) {
    return onBusiestPair(ctx, async (target) => {
      const floor = medianId(target.records)!;
      const query = { ...target.base, orderIdAfter: floor, pageSize: ORDERS_PAGE_SIZE.max };
      const [asc, desc, omitted] = await Promise.all([
        fetchRecords(ctx, target.path, { ...query, order: 'ASC' }),
        fetchRecords(ctx, target.path, { ...query, order: 'DESC' }),
        fetchRecords(ctx, target.path, query),
      ]);
      if (!asc.ok) return asc.outcome;
      if (!desc.ok) return desc.outcome;
      if (!omitted.ok) return omitted.outcome;
      const all = [...asc.items, ...desc.items, ...omitted.items].map((r) => String(r.id));
      const { mode, words } = idMode([...all, floor]);
      const findings = new Findings(CODES);
      for (const [name, result, direction] of [
        ['ASC', asc, 'ASC'],
        ['DESC', desc, 'DESC'],
        ['omitted', omitted, 'DESC'],
      ] as const) {
        const v = idViolation(result.items, direction).violation;
        if (v) {
          findings.add(
            NOT_ORDERED[name],
            `orderIdAfter=${floor}, order=${name === 'omitted' ? 'omitted (default Desc)' : name}: id ${v.current} follows ${v.previous}`,
            result.exchange.evidence({
              expected: `ids ${direction === 'ASC' ? 'ascending' : 'descending'}`,
              actual: `${v.previous} then ${v.current} at index ${v.index}`,
              note: words,
            }),
          );
        }
        const low = belowFloor(result.items, floor, mode);
        if (low) {
          findings.add(
            'below-order-id-after',
            `orderIdAfter=${floor}, order=${name}: id ${String(low.id)} is below it`,
            result.exchange.evidence({
              expected: `ids >= ${floor}`,
              actual: String(low.id),
              note: words,
            }),
          );
        }
      }
      if (!sameDescending(ctx, omitted.items, desc.items)) {
        findings.add(
          'default-not-desc',
          `orderIdAfter=${floor}: order omitted differs from order=DESC`,
          omitted.exchange.evidence({
            expected: `the ids of DESC: ${desc.items
              .slice(0, 5)
              .map((r) => String(r.id))
              .join(', ')}…`,
            actual:
              omitted.items
                .slice(0, 5)
                .map((r) => String(r.id))
                .join(', ') || 'no orders',
            note: words,
          }),
        );
      }
      // An order of ids shows only on two orders or more.
      if (findings.count === 0 && Math.max(asc.items.length, desc.items.length, omitted.items.length) < 2) {
        return unobservable(`orderIdAfter=${floor} returned fewer than two orders of ${String(target.base.pairSymbol)}, so no order of ids could be seen`);
      }
      return findings.outcome(`ordered by id from ${floor}, ${asc.items.length} orders ASC and ${desc.items.length} DESC (${words})`);
    });
  },
} as const satisfies Check;
