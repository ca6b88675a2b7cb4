import { PAGE_SIZE_DEFAULT_CODES, pageSizeDefaultProbe } from '#support/probes/page-probes.js';
import type { Check } from '#types';
import { LIST_ENDPOINT, LIST_SECTION, onTradesWindow } from './_support/target.js';
import { TRADES_PAGE_SIZE } from '#spec-constants';

/** "pageSize | INT | no | 1 to 1000, default 50". */
export const tradesPageSizeDefault = {
  id: 'trades.page-size-default',
  title: 'GET /v1/trades: without pageSize returns 50 trades when more match',
  requirements: ['TRD-LIST-PAGE-SIZE-DEFAULT', 'TRD-LIMIT-PAGE-SIZE'],
  codes: PAGE_SIZE_DEFAULT_CODES,
  needs: { credentials: true, trades: TRADES_PAGE_SIZE.default + 1 },
  section: LIST_SECTION,
  endpoint: LIST_ENDPOINT,
  run(ctx) {
    return onTradesWindow(ctx, 'recent', (target, query) => pageSizeDefaultProbe(ctx, target, query));
  },
} as const satisfies Check;
