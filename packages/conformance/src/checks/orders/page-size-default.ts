import { PAGE_SIZE_DEFAULT_CODES, pageSizeDefaultProbe } from '#support/probes/page-probes.js';
import type { Check } from '#types';
import { LIST_ENDPOINT, LIST_SECTION, onOrdersWindow } from './_support/target.js';
import { ORDERS_PAGE_SIZE } from '#spec-constants';

/** "pageSize | INT | no | 1 to 50, default 50": more than 50 match → exactly 50 without pageSize. */
export const ordersPageSizeDefault = {
  id: 'orders.page-size-default',
  title: 'GET /v1/orders without pageSize returns 50 orders when more match',
  requirements: ['ORD-LIST-PAGE-SIZE-DEFAULT', 'ORD-LIMIT-PAGE-SIZE'],
  codes: PAGE_SIZE_DEFAULT_CODES,
  needs: { credentials: true, orders: ORDERS_PAGE_SIZE.default + 1 },
  section: LIST_SECTION,
  endpoint: LIST_ENDPOINT,
  run(ctx) {
    return onOrdersWindow(ctx, 'recent', (target, query) => pageSizeDefaultProbe(ctx, target, query));
  },
} as const satisfies Check;
