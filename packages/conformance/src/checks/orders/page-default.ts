import { PAGE_DEFAULT_CODES, pageDefaultProbe, unlessOnePage } from '#support/probes/page-probes.js';
import type { Check } from '#types';
import { LIST_ENDPOINT, LIST_SECTION, onOrdersWindow } from './_support/target.js';

/** "page | INT | no | default 1". */
export const ordersPageDefault = {
  id: 'orders.page-default',
  title: 'GET /v1/orders without page returns page 1',
  requirements: ['ORD-LIST-PAGE-DEFAULT', 'ORD-LIMIT-PAGE-DEFAULT'],
  codes: PAGE_DEFAULT_CODES,
  needs: { credentials: true, orders: 6 },
  section: LIST_SECTION,
  endpoint: LIST_ENDPOINT,
  run(ctx) {
    return onOrdersWindow(ctx, 40, async (target, query) => unlessOnePage(ctx, target, query, 5, await pageDefaultProbe(ctx, target, query)));
  },
} as const satisfies Check;
