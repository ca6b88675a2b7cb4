import { TRADE_SIDES } from '@tarc/domain';
import { FILTER_CODES, filterProbe } from '#support/probes/filters.js';
import type { Check } from '#types';
import { LIST_ENDPOINT, LIST_SECTION, onTradesWindow } from '#support/trades-target.js';

/** "side | STRING | no | Buy, Sell": only that side; Buy and Sell together are all trades. */
export const tradesSideFilter = {
  id: 'trades.side-filter',
  title: 'GET /v1/trades: side returns only trades of that side, and Buy and Sell together all trades',
  requirements: ['TRD-LIST-SIDE'],
  codes: FILTER_CODES,
  needs: { credentials: true, buyTrades: 1, sellTrades: 1 },
  section: LIST_SECTION,
  endpoint: LIST_ENDPOINT,
  run(ctx) {
    return onTradesWindow(ctx, 150, (target, query) =>
      filterProbe(ctx, target, query, {
        param: 'side',
        field: 'side',
        values: TRADE_SIDES,
        combinations: [],
      }),
    );
  },
} as const satisfies Check;
