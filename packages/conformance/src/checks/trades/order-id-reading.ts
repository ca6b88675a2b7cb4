import { addDays } from '@tarc/domain';
import type { ListRecord } from '#support/list-target.js';
import { noData, passed } from '#support/outcome.js';
import { ceilSecond, createdAtOf, notAfterRunStart } from '#support/timestamps.js';
import { datetime } from '#support/query-datetimes.js';
import type { Check } from '#types';
import { LIST_ENDPOINT, LIST_SECTION } from '#support/trades-target.js';
import { busiestOrders } from './order-id-filter.js';
import { MAX_RANGE_DAYS } from '#spec-constants';

/**
 * orderId "when set, no other parameter may be sent (this conflicts with pairSymbol being listed as
 * required; both statements are given as stated)": which reading the server takes is observed and
 * reported, never failed (OPEN-POINTS #1). Whether it filters is trades.order-id-filter.
 */
export const tradesOrderIdReading = {
  id: 'trades.order-id-reading',
  title: 'GET /v1/trades: whether orderId is taken alone, with pairSymbol, or both (observed, OPEN-POINTS #1)',
  requirements: ['TRD-LIST-ORDER-ID-ALONE'],
  codes: {},
  needs: { credentials: true, trades: 1 },
  section: LIST_SECTION,
  endpoint: LIST_ENDPOINT,
  async run(ctx) {
    // The order with the most discovered trades: trades.order-id-filter asks it alone first (one answer for both).
    const [busiest] = busiestOrders(
      ((ctx.discovery.account.trades ?? []) as unknown as ListRecord[]).filter((t) => createdAtOf(t) !== undefined),
      1,
    );
    if (!busiest) return noData('no trades were discovered, so no orderId is known');
    const [orderId, known] = busiest;
    const trade = known[0]!;
    const before = notAfterRunStart(ctx, ceilSecond(createdAtOf(trade)!));
    const [alone, paired] = await Promise.all([
      ctx.http.get('/v1/trades', { orderId }),
      ctx.http.get('/v1/trades', {
        orderId,
        pairSymbol: [String(trade.pairSymbol)],
        createdAtBefore: datetime(ctx, before),
        createdAtAfter: datetime(ctx, addDays(before, -MAX_RANGE_DAYS)),
      }),
    ]);
    const evidence = [alone.evidence({ note: 'orderId alone' }), paired.evidence({ note: 'orderId with pairSymbol and a window' })];
    return passed(`orderId alone → ${alone.status}; orderId with pairSymbol and a window → ${paired.status} (either reading is allowed)`, evidence);
  },
} as const satisfies Check;
