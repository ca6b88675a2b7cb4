import { denseWindow, windowQuery } from '../../support/list-target.js';
import { pageDefaultProbe } from '../../support/probes/paging.js';
import type { Check } from '../../types.js';
import { LIST_ENDPOINT, LIST_SECTION, onTrades } from './_support/target.js';

/** "page | INT | no | default 1". */
export const tradesPageDefault: Check = {
  id: 'trades.page-default',
  title: 'GET /v1/trades: without page returns page 1',
  requirements: ['TRD-LIST-PAGE-DEFAULT', 'TRD-LIMIT-PAGE-DEFAULT'],
  section: LIST_SECTION,
  endpoint: LIST_ENDPOINT,
  run(ctx) {
    return onTrades(ctx, (target) => pageDefaultProbe(ctx, target, { ...target.base, ...windowQuery(ctx, denseWindow(target, 40)) }));
  },
};
