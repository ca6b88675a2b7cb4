import { pageDefaultProbe } from '../../support/probes/paging.js';
import type { Check } from '../../types.js';
import { LIST_ENDPOINT, LIST_SECTION, onTradesWindow } from './_support/target.js';

/** "page | INT | no | default 1". */
export const tradesPageDefault: Check = {
  id: 'trades.page-default',
  title: 'GET /v1/trades: without page returns page 1',
  requirements: ['TRD-LIST-PAGE-DEFAULT', 'TRD-LIMIT-PAGE-DEFAULT'],
  section: LIST_SECTION,
  endpoint: LIST_ENDPOINT,
  run(ctx) {
    return onTradesWindow(ctx, 40, (target, query) => pageDefaultProbe(ctx, target, query));
  },
};
