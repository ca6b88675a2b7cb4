import type { ListRecord } from '../../support/list-target.js';
import { oneEqualsListProbe } from '../../support/one-equals-list.js';
import type { Check } from '../../types.js';

/** "Responses: 200 one Order": every listed order (a bounded sample of 20) equals its list form. */
export const ordersOneEqualsList: Check = {
  id: 'orders.one-equals-list',
  title: 'GET /v1/orders/{id} returns each listed order (sample of 20) equal to its list form',
  requirements: ['ORD-ONE-RESPONSE'],
  section: 'Endpoints > GET /v1/orders/{id}',
  endpoint: 'GET /v1/orders/{id}',
  run(ctx) {
    const listed = [...(ctx.discovery.account.orders?.values() ?? [])].flat() as unknown as ListRecord[];
    return oneEqualsListProbe(ctx, '/v1/orders', listed, 20, 'order');
  },
};
