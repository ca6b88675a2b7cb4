import type { Check } from '#types';
import { BY_ID_CODES, byIdRule } from './_support/by-id.js';

export const isolationOrderById = {
  id: 'isolation.order-by-id',
  title: "The second account's order by id is refused to the first account",
  requirements: ['ISO-BY-ID'],
  codes: BY_ID_CODES,
  needs: { credentials: true, secondAccount: true, orders: 1 },
  section: 'Authentication',
  endpoint: 'GET /v1/orders/{id}',
  run: (ctx) => byIdRule(ctx, 'order', (data) => [...(data.orders?.values() ?? [])].flat()),
} as const satisfies Check;
