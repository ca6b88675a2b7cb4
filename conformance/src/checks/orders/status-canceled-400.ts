import { LISTABLE_ORDER_STATUSES } from '@tarc/domain';
import { skipped } from '../../support/outcome.js';
import { datetime } from '../../support/windows.js';
import type { Check } from '../../types.js';
import { LIST_ENDPOINT, LIST_SECTION, anyPair } from './_support/target.js';
import { rejectAndAccept } from './_support/validation.js';

/**
 * "The list accepts only Untouched, Partial and Closed as status filters": status=Canceled, alone or
 * beside an accepted value, is a 400 (ERR-ORD-CANCELED-400, key not named); each accepted one a 200.
 */
export const ordersStatusCanceled400: Check = {
  id: 'orders.status-canceled-400',
  title: 'GET /v1/orders: status=Canceled is rejected, Untouched, Partial and Closed are accepted',
  requirements: ['ORD-LIST-STATUS-FILTERS', 'ORD-LIST-STATUS', 'ERR-ORD-CANCELED-400'],
  section: 'States and transitions',
  endpoint: LIST_ENDPOINT,
  async run(ctx) {
    const pairSymbol = anyPair(ctx);
    if (!pairSymbol) return skipped('discovery found no broker pair to send as pairSymbol');
    const base = { pairSymbol, createdAtBefore: datetime(ctx, ctx.discovery.now), pageSize: 1 };
    return rejectAndAccept(
      ctx,
      [
        { what: 'status=Canceled', query: { ...base, status: 'Canceled' } },
        { what: 'status=Closed&status=Canceled', query: { ...base, status: ['Closed', 'Canceled'] } },
      ],
      LISTABLE_ORDER_STATUSES.map((status) => ({ what: `status=${status}`, query: { ...base, status } })),
    );
  },
};
