// The sampling of the createdAt boundary rules of orders and trades (checks/orders-and-trades/
// created-at-before-inclusive.ts, created-at-after-exclusive.ts), deciding no finding: real
// timestamps of discovered records, sent exactly in the configured DATETIME format.
import type { CheckContext, CheckOutcome, Query } from '#types';
import type { ListRecord, ListTarget } from '../list-target.js';
import { noData, unobservable } from '../outcome.js';
import { createdAtOf, exactDatetime } from '../timestamps.js';
import { fetchRecords, idsOf } from './collect.js';

/** Up to `n` records spread over the sample (newest, middle, oldest…). */
export function spreadSample(records: readonly ListRecord[], n: number): ListRecord[] {
  if (records.length <= n) return [...records];
  if (n <= 1) return records.slice(0, Math.max(0, n));
  const step = (records.length - 1) / (n - 1);
  return Array.from({ length: n }, (_, i) => records[Math.round(i * step)]!);
}

const SAMPLES = 3;
/** Pages read at most when looking for a record in ascending order (bounded on dense data). */
const MAX_PAGES = 5;

/**
 * Walks `query` in ascending createdAt, at the endpoint's largest page, until `record` appears, a
 * later record shows it was passed, or the pages run out: dense data puts it past the first page.
 */
export async function findAscending(ctx: CheckContext, target: ListTarget, query: Query, record: ListRecord) {
  const at = createdAtOf(record)!;
  const id = String(record.id);
  let last: Awaited<ReturnType<typeof fetchRecords>> | undefined;
  for (let page = 1; page <= MAX_PAGES; page++) {
    const result = await fetchRecords(ctx, target.path, { ...query, order: 'ASC', page, pageSize: target.maxPageSize });
    if (!result.ok) return { result, found: false, read: page };
    last = result;
    if (idsOf(result.items).includes(id)) return { result, found: true, read: page };
    const passed = result.items.some((r) => {
      const c = createdAtOf(r);
      return c !== undefined && c > at;
    });
    if (passed || result.items.length < target.maxPageSize) return { result, found: false, read: page };
  }
  return { result: last!, found: false, read: MAX_PAGES };
}

/**
 * Up to three records spread over the sample whose createdAt the configured DATETIME format can
 * send exactly, or the reason there is none (a 7-digit timestamp in a 6-digit format).
 */
export function sendable(ctx: CheckContext, target: ListTarget, records: readonly ListRecord[]): ListRecord[] | CheckOutcome {
  if (records.length === 0) return noData(`no ${target.label} with a createdAt to probe`);
  const exact = records.filter((r) => exactDatetime(ctx, createdAtOf(r)!) !== undefined);
  if (exact.length > 0) return spreadSample(exact, SAMPLES);
  const at = createdAtOf(records[0]!)!;
  return unobservable(
    `the configured DATETIME format cannot carry the createdAt of any of ${records.length} ${target.label} exactly ` +
      `(e.g. ${at} is sent as ${JSON.stringify(ctx.options.formatDateTime(at))}); the boundary cannot be probed`,
  );
}
