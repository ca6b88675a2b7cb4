import type { Check } from '#types';
import { BY_ID_CODES, byIdRule } from './_support/by-id.js';

export const isolationTradeById = {
  id: 'isolation.trade-by-id',
  title: "The second account's trade by id is refused to the first account",
  requirements: ['ISO-BY-ID'],
  codes: BY_ID_CODES,
  needs: { credentials: true, secondAccount: true, trades: 1 },
  section: 'Authentication',
  endpoint: 'GET /v1/trades/{id}',
  run: (ctx) => byIdRule(ctx, 'trade', (data) => data.trades ?? []),
} as const satisfies Check;
