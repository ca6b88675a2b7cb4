// "Responses: 200 one Order" / "200 one Trade": a record a list shows is returned by its id, equal
// field for field to its list form. Bounded: a spread sample, all sent at once.
import { inOrder } from './in-order.js';
import type { CheckContext, CheckOutcome } from '#types';
import { fetchOne } from './fetch-list.js';
import type { ListRecord } from './list-target.js';
import { Findings, noData } from './outcome.js';
import { spreadSample } from './probes/boundaries.js';
import { encodeSegment } from './encode-segment.js';

/** The finding codes of the one-equals-list probe, each with what it means (a check calling it declares these). */
export const ONE_EQUALS_LIST_CODES = {
  'listed-not-found-by-id': 'a record of the list is not returned by its endpoint by id',
  'differs-from-list': 'a record read by id differs from its list form',
} as const;

/** Fields a record changes when it moves on: a status that moved with its updatedAt is an update, not a mismatch. */
const MOVES_WITH_UPDATED_AT: ReadonlySet<string> = new Set(['status', 'updatedAt']);

/**
 * Fields whose values differ between the two forms (missing on one side counts); a status that
 * moved between the two reads is no difference when updatedAt moved too (the record was updated).
 */
export function differingFields(a: ListRecord, b: ListRecord): string[] {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  const diff = [...keys].filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));
  return diff.includes('updatedAt') && a.updatedAt !== undefined && b.updatedAt !== undefined ? diff.filter((k) => !MOVES_WITH_UPDATED_AT.has(k)) : diff;
}

/** Orders `orders.one-equals-list` reads by id: its spread sample of every discovered order. */
export const ORDERS_READ_BY_ID = 20;

/** Every order discovery listed, in discovery's order (pair by pair, newest first). */
export function listedOrders(ctx: CheckContext): ListRecord[] {
  return [...(ctx.discovery.account.orders?.values() ?? [])].flat() as unknown as ListRecord[];
}

/** The ids of the orders `orders.one-equals-list` reads by id: another check that reads orders by id can ask the same. */
export function ordersReadById(ctx: CheckContext): Set<string> {
  return new Set(spreadSample(listedOrders(ctx), ORDERS_READ_BY_ID).map((o) => String(o.id)));
}

export async function oneEqualsListProbe(
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
