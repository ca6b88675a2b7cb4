import { skipped } from '../../support/outcome.js';
import { datetime } from '../../support/windows.js';
import type { Check } from '../../types.js';
import { LIST_ENDPOINT, LIST_SECTION, anyPair } from './_support/target.js';
import { rejectAndAccept } from './_support/validation.js';

/**
 * "orderIdAfter: required if createdAtBefore is not set" and the reverse: neither → 400 with a
 * message on both keys (ERR-ORD-BOTH-MISSING); either alone → 200.
 */
export const ordersBothMissing400: Check = {
  id: 'orders.both-missing-400',
  title: 'GET /v1/orders: orderIdAfter or createdAtBefore is required; either alone is enough',
  requirements: ['ORD-LIST-ONE-OF-REQUIRED', 'ERR-ORD-BOTH-MISSING'],
  section: LIST_SECTION,
  endpoint: LIST_ENDPOINT,
  async run(ctx) {
    const pairSymbol = anyPair(ctx);
    if (!pairSymbol) return skipped('discovery found no broker pair to send as pairSymbol');
    const orderIdAfter = String(ctx.discovery.account.orders?.get(pairSymbol)?.[0]?.id ?? '0');
    return rejectAndAccept(
      ctx,
      [
        { what: 'neither orderIdAfter nor createdAtBefore (key orderIdAfter)', query: { pairSymbol }, key: 'orderIdAfter' },
        { what: 'neither orderIdAfter nor createdAtBefore (key createdAtBefore)', query: { pairSymbol }, key: 'createdAtBefore' },
      ],
      [
        { what: 'orderIdAfter alone', query: { pairSymbol, orderIdAfter, pageSize: 1 } },
        { what: 'createdAtBefore alone', query: { pairSymbol, createdAtBefore: datetime(ctx, ctx.discovery.now), pageSize: 1 } },
      ],
    );
  },
};
