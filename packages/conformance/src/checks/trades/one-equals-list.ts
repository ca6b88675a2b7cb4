import type { ListRecord } from '#support/list-target.js';
import { ONE_EQUALS_LIST_CODES, oneEqualsListProbe } from '#support/one-equals-list.js';
import type { Check } from '#types';

/** "Responses: 200 one Trade": every listed trade (a bounded sample of 20) equals its list form. */
export const tradesOneEqualsList = {
  id: 'trades.one-equals-list',
  title: 'GET /v1/trades/{id} returns each listed trade (sample of 20) equal to its list form',
  requirements: ['TRD-ONE-RESPONSE'],
  codes: ONE_EQUALS_LIST_CODES,
  needs: { credentials: true, trades: 1 },
  section: 'Endpoints > GET /v1/trades/{id}',
  endpoint: 'GET /v1/trades/{id}',
  run(ctx) {
    const listed = (ctx.discovery.account.trades ?? []) as unknown as ListRecord[];
    return oneEqualsListProbe(ctx, '/v1/trades', listed, 20, 'trade');
  },
} as const satisfies Check;
