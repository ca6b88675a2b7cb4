import { PAGING_CODES, pagingProbe, unlessOnePage } from '#support/probes/page-probes.js';
import type { Check } from '#types';
import { LIST_ENDPOINT, LIST_SECTION, onTradesWindow } from './_support/target.js';

/** Pages of one size are disjoint, never longer than pageSize, and together one larger page. */
export const tradesPaging = {
  id: 'trades.paging',
  title: 'GET /v1/trades: consecutive pages are disjoint, within pageSize, and equal one larger page',
  requirements: ['TRD-LIST-PAGING', 'TRD-LIST-PAGE-SIZE-RANGE'],
  codes: PAGING_CODES,
  needs: { credentials: true, trades: 8 },
  section: LIST_SECTION,
  endpoint: LIST_ENDPOINT,
  run(ctx) {
    return onTradesWindow(ctx, 60, async (target, query) => unlessOnePage(ctx, target, query, 7, await pagingProbe(ctx, target, query)));
  },
} as const satisfies Check;
