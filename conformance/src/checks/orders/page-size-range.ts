import { skipped } from '../../support/outcome.js';
import { datetime } from '../../support/windows.js';
import type { Check } from '../../types.js';
import { LIST_ENDPOINT, LIST_SECTION, anyPair } from './_support/target.js';
import { rejectAndAccept } from './_support/validation.js';

/** "pageSize | INT | no | 1 to 50, default 50": 0 and 51 are 400 on pageSize; 1 and 50 are honoured. */
export const ordersPageSizeRange: Check = {
  id: 'orders.page-size-range',
  title: 'GET /v1/orders: pageSize 1 and 50 accepted, 0 and 51 rejected on pageSize',
  requirements: ['ORD-LIST-PAGE-SIZE-RANGE', 'ORD-LIMIT-PAGE-SIZE', 'ERR-400-ERRORS-KEYED'],
  section: LIST_SECTION,
  endpoint: LIST_ENDPOINT,
  async run(ctx) {
    const pairSymbol = anyPair(ctx);
    if (!pairSymbol) return skipped('discovery found no broker pair to send as pairSymbol');
    const base = { pairSymbol, createdAtBefore: datetime(ctx, ctx.discovery.now) };
    return rejectAndAccept(
      ctx,
      [
        { what: 'pageSize=0', query: { ...base, pageSize: 0 }, key: 'pageSize' },
        { what: 'pageSize=51', query: { ...base, pageSize: 51 }, key: 'pageSize' },
      ],
      [
        { what: 'pageSize=1', query: { ...base, pageSize: 1 }, maxItems: 1 },
        { what: 'pageSize=50', query: { ...base, pageSize: 50 }, maxItems: 50 },
      ],
    );
  },
};
