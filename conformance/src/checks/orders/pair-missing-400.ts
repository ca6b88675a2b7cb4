import { datetime } from '../../support/windows.js';
import type { Check } from '../../types.js';
import { LIST_ENDPOINT, LIST_SECTION } from './_support/target.js';
import { rejectAndAccept } from './_support/validation.js';

/** "pairSymbol | STRING | yes": without it, 400 with a message on errors.pairSymbol. */
export const ordersPairMissing400: Check = {
  id: 'orders.pair-missing-400',
  title: 'GET /v1/orders without pairSymbol: 400 on pairSymbol',
  requirements: ['ORD-LIST-PAIR-SYMBOL', 'ERR-ORD-PAIR-REQUIRED'],
  section: LIST_SECTION,
  endpoint: LIST_ENDPOINT,
  run(ctx) {
    const createdAtBefore = datetime(ctx, ctx.discovery.now);
    return rejectAndAccept(ctx, [
      { what: 'pairSymbol omitted', query: { createdAtBefore }, key: 'pairSymbol' },
      { what: 'pairSymbol omitted, orderIdAfter sent', query: { orderIdAfter: '0' }, key: 'pairSymbol' },
    ], []);
  },
};
