import { compareIds, idOrderingFor } from '@tarc/domain';
import { noDataReason, ordersTargets } from '#support/list-target.js';
import { PAGE_SIZE_DEFAULT_CODES, pageSizeDefaultProbe } from '#support/probes/page-probes.js';
import { noData } from '#support/outcome.js';
import { ORDERS_PAGE_SIZE } from '#spec-constants';
import type { Check } from '#types';
import { LIST_ENDPOINT, LIST_SECTION } from './_support/target.js';

/** The discovered id with more than the default page size of discovered ids at or above it (else the lowest). */
function pivotId(records: readonly { id?: unknown }[]): string {
  const ids = records.map((r) => String(r.id));
  const mode = idOrderingFor(ids);
  const ascending = [...ids].sort((a, b) => compareIds(a, b, mode));
  return ascending[Math.max(0, ascending.length - (ORDERS_PAGE_SIZE.default + 10))]!;
}

/**
 * "pageSize | INT | no | 1 to 50, default 50" holds in the orderIdAfter mode too: asked by an id with
 * more than 50 of the pair's orders at or above it, without pageSize, exactly 50 come back. Page 2 of
 * 50 shows that more match; when it is empty the mode's default is not seen (never passed).
 */
export const ordersPageSizeDefaultByOrderIdAfter = {
  id: 'orders.page-size-default-by-order-id-after',
  title: 'GET /v1/orders by orderIdAfter without pageSize returns 50 orders when more match',
  requirements: ['ORD-LIST-PAGE-SIZE-DEFAULT', 'ORD-LIMIT-PAGE-SIZE'],
  codes: PAGE_SIZE_DEFAULT_CODES,
  needs: { credentials: true, orders: ORDERS_PAGE_SIZE.default + 1 },
  section: LIST_SECTION,
  endpoint: LIST_ENDPOINT,
  run(ctx) {
    const target = ordersTargets(ctx, 1)[0];
    if (!target) return Promise.resolve(noData(noDataReason(ctx, 'orders')));
    const orderIdAfter = pivotId(target.records);
    return pageSizeDefaultProbe(ctx, target, { ...target.base, orderIdAfter }, { name: `by orderIdAfter=${orderIdAfter}` });
  },
} as const satisfies Check;
