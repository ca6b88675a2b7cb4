import { compareIds, idOrderingFor } from '@tarc/domain';
import { ordersTargets, recentDataWindow, windowQuery, noDataReason } from '#support/list-target.js';
import { noData } from '#support/outcome.js';
import { MODE_CODES, modesOutcome } from '#support/probes/modes.js';
import type { Check } from '#types';
import { LIST_ENDPOINT, LIST_SECTION } from '#support/orders-target.js';

/** At least this many discovered orders have an id at or above the orderIdAfter sent, so its mode spans pages. */
const AT_OR_ABOVE = 10;

/** The id with AT_OR_ABOVE discovered ids at or above it, in the ordering ids are compared by (OPEN-POINTS #10). */
function pivotId(records: readonly { id?: unknown }[]): string {
  const ids = records.map((r) => String(r.id));
  const mode = idOrderingFor(ids);
  const ascending = [...ids].sort((a, b) => compareIds(a, b, mode));
  return ascending[Math.max(0, ascending.length - AT_OR_ABOVE)]!;
}

/**
 * "when set, the response is ordered by id, otherwise by createdAt", "order … default Desc",
 * "pageSize … default 50", "page … default 1": in both modes of GET /v1/orders, by window and by
 * orderIdAfter, in both directions, within pages and across their boundaries.
 */
export const ordersQueryModes = {
  id: 'orders.query-modes',
  title: 'GET /v1/orders: ordering, default order, default page size and paging hold by window and by orderIdAfter, across page boundaries',
  requirements: ['ORD-LIST-ORDERED', 'ORD-LIST-ORDER', 'ORD-LIST-PAGING', 'ORD-LIST-PAGE-SIZE-DEFAULT'],
  codes: MODE_CODES,
  needs: { credentials: true, orders: 3 },
  section: LIST_SECTION,
  endpoint: LIST_ENDPOINT,
  async run(ctx) {
    const target = ordersTargets(ctx, 1)[0];
    if (!target) return noData(noDataReason(ctx, 'orders'));
    const common = { path: target.path, orderParam: 'order', defaultPageSize: target.defaultPageSize, pages: true } as const;
    return modesOutcome(
      ctx,
      [
        { ...common, name: 'by window', query: { ...target.base, ...windowQuery(ctx, recentDataWindow(target)) }, key: 'createdAt' },
        { ...common, name: 'by orderIdAfter', query: { ...target.base, orderIdAfter: pivotId(target.records) }, key: 'id' },
      ],
      target.label,
    );
  },
} as const satisfies Check;
