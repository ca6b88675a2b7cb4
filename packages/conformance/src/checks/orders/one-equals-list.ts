import type { ListRecord } from '#support/list-target.js';
import { listedOrders, ONE_EQUALS_LIST_CODES, oneEqualsListProbe, ORDERS_READ_BY_ID } from '#support/one-equals-list.js';
import type { Check } from '#types';
import { fetchRecords } from '#support/probes/collect.js';

/** "Responses: 200 one Order": every listed order (a bounded sample of 20) equals its list form. */
export const ordersOneEqualsList = {
  id: 'orders.one-equals-list',
  title: 'GET /v1/orders/{id} returns each listed order (sample of 20) equal to its list form',
  requirements: ['ORD-ONE-RESPONSE'],
  codes: ONE_EQUALS_LIST_CODES,
  needs: { credentials: true, orders: 1 },
  section: 'Endpoints > GET /v1/orders/{id}',
  endpoint: 'GET /v1/orders/{id}',
  run(ctx) {
    const listed = listedOrders(ctx);
    // An order may change between discovery and now (a live server): a difference is re-read first.
    const reread = async (order: ListRecord) => {
      const list = await fetchRecords(ctx, '/v1/orders', { pairSymbol: String(order.pairSymbol), orderIdAfter: String(order.id), order: 'ASC', pageSize: 1 });
      return list.ok && String(list.items[0]?.id) === String(order.id) ? list.items[0] : undefined;
    };
    return oneEqualsListProbe(ctx, '/v1/orders', listed, ORDERS_READ_BY_ID, 'order', reread);
  },
} as const satisfies Check;
