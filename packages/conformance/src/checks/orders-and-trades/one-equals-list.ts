// "Responses: 200 one Order" / "200 one Trade": a record a list shows is returned by its id, equal
// field for field to its list form. Bounded: a spread sample, all sent at once.
import { encodeSegment } from '#support/encode-segment.js';
import { fetchOne } from '#support/fetch-list.js';
import { inOrder } from '#support/in-order.js';
import type { ListRecord } from '#support/list-target.js';
import { differingFields, listedOrders, ORDERS_READ_BY_ID } from '#support/one-equals-list.js';
import { Findings, noData } from '#support/outcome.js';
import { spreadSample } from '#support/probes/boundaries.js';
import { fetchRecords } from '#support/probes/collect.js';
import type { Check, CheckContext, CheckOutcome } from '#types';

const ONE_EQUALS_LIST_CODES = {
  'listed-not-found-by-id': 'a record of the list is not returned by its endpoint by id',
  'differs-from-list': 'a record read by id differs from its list form',
} as const;

/** Each record of a spread sample of `listed`, read by id, equals its list form (all sent at once). */
async function oneEqualsListRule(
  ctx: CheckContext,
  path: '/v1/orders' | '/v1/trades',
  listed: readonly ListRecord[],
  sampleSize: number,
  what: string,
  /** Reads the list form again (a live record may have changed since discovery), or undefined. */
  reread?: (record: ListRecord) => Promise<ListRecord | undefined>,
): Promise<CheckOutcome> {
  if (listed.length === 0) return noData(`no ${what}s were discovered to look up by id`);
  const sample = spreadSample(listed, sampleSize);
  const findings = new Findings(ONE_EQUALS_LIST_CODES);
  const lookUp = (r: ListRecord) => fetchOne<ListRecord>(ctx, `${path}/${encodeSegment(String(r.id))}`);
  for await (const [listedRecord, result] of inOrder(sample, lookUp)) {
    let fromList = listedRecord;
    if (!result.ok) {
      findings.add(
        'listed-not-found-by-id',
        `${what} ${String(fromList.id)}, listed, is not returned by id (${result.outcome.message ?? ''})`,
        result.outcome.evidence,
      );
      continue;
    }
    let diff = differingFields(fromList, result.item);
    if (diff.length > 0 && reread) {
      const again = await reread(fromList);
      if (again) {
        fromList = again;
        diff = differingFields(fromList, result.item);
      }
    }
    if (diff.length > 0) {
      const f = diff[0]!;
      findings.add(
        'differs-from-list',
        `${what} ${String(fromList.id)} by id differs from its list form in ${diff.join(', ')}`,
        result.exchange.evidence({
          expected: `${f}: ${JSON.stringify(fromList[f])} (as listed)`,
          actual: `${f}: ${JSON.stringify(result.item[f])}`,
        }),
      );
    }
  }
  return findings.outcome(`${sample.length} listed ${what}s (a spread sample of ${listed.length} discovered) equal their single form`);
}

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
    return oneEqualsListRule(ctx, '/v1/orders', listed, ORDERS_READ_BY_ID, 'order', reread);
  },
} as const satisfies Check;

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
    return oneEqualsListRule(ctx, '/v1/trades', listed, 20, 'trade');
  },
} as const satisfies Check;
