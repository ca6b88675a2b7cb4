import { ordersTargets, recentDataWindow, windowQuery, noDataReason } from '../../support/list-target.js';
import { noData } from '../../support/outcome.js';
import { MODE_CODES, modesOutcome } from '../../support/probes/modes.js';
import type { Check } from '../../types.js';
import { LIST_ENDPOINT, LIST_SECTION } from './_support/target.js';

/** Newer orders than this one (newest first) make the orderIdAfter mode span pages. */
const AFTER_NEWEST = 10;

/**
 * "when set, the response is ordered by id, otherwise by createdAt", "order … default Desc",
 * "pageSize … default 50", "page … default 1": in both modes of GET /v1/orders, by window and by
 * orderIdAfter, in both directions, within pages and across their boundaries.
 */
export const ordersQueryModes: Check = {
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
    const pivot = target.records[Math.min(AFTER_NEWEST, target.records.length - 1)]!;
    const common = { path: target.path, orderParam: 'order', defaultPageSize: target.defaultPageSize, pages: true } as const;
    return modesOutcome(ctx, [
      { ...common, name: 'by window', query: { ...target.base, ...windowQuery(ctx, recentDataWindow(target)) }, key: 'createdAt' },
      { ...common, name: 'by orderIdAfter', query: { ...target.base, orderIdAfter: String(pivot.id) }, key: 'id' },
    ], target.label);
  },
};
