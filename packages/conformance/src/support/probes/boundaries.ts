// "created on or before this time" (inclusive), "created after this time" (exclusive), probed with
// real timestamps of discovered records, sent exactly in the configured DATETIME format.
import { addDays } from '@tarc/domain';
import type { CheckContext, CheckOutcome, Query } from '#types';
import type { ListRecord, ListTarget } from '../list-target.js';
import { Findings, noData, unobservable } from '../outcome.js';
import { ceilSecond, createdAtOf, exactDatetime, floorSecond, notAfterRunStart, plusSeconds } from '../timestamps.js';
import { datetime } from '../query-datetimes.js';
import { fetchRecords, idsOf } from './collect.js';
import { ORDERS_PAGE_SIZE } from '#spec-constants';

/** The finding codes of beforeInclusiveProbe, each with what it means (a check calling it declares these). */
export const BEFORE_INCLUSIVE_CODES = {
  'before-not-inclusive': 'createdAtBefore equal to a record\'s createdAt does not return that record ("on or before")',
  'before-returns-later': 'createdAtBefore returned a record created after it',
} as const;

/** The finding codes of afterExclusiveProbe, each with what it means (a check calling it declares these). */
export const AFTER_EXCLUSIVE_CODES = {
  'after-not-exclusive': 'createdAtAfter equal to a record\'s createdAt still returns that record ("after" is exclusive)',
  'after-returns-earlier': 'createdAtAfter returned a record created before it',
  'after-misses-record': 'createdAtAfter one second before a record was created does not return it',
} as const;

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
async function findAscending(ctx: CheckContext, target: ListTarget, query: Query, record: ListRecord) {
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
function sendable(ctx: CheckContext, target: ListTarget, records: readonly ListRecord[]): ListRecord[] | CheckOutcome {
  if (records.length === 0) return noData(`no ${target.label} with a createdAt to probe`);
  const exact = records.filter((r) => exactDatetime(ctx, createdAtOf(r)!) !== undefined);
  if (exact.length > 0) return spreadSample(exact, SAMPLES);
  const at = createdAtOf(records[0]!)!;
  return unobservable(
    `the configured DATETIME format cannot carry the createdAt of any of ${records.length} ${target.label} exactly ` +
      `(e.g. ${at} is sent as ${JSON.stringify(ctx.options.formatDateTime(at))}); the boundary cannot be probed`,
  );
}

/** createdAtBefore = a record's createdAt returns that record (and nothing later). */
export async function beforeInclusiveProbe(ctx: CheckContext, target: ListTarget, base: Query, records: readonly ListRecord[]): Promise<CheckOutcome> {
  const samples = sendable(ctx, target, records);
  if (!Array.isArray(samples)) return samples;
  const findings = new Findings(BEFORE_INCLUSIVE_CODES);
  for (const record of samples) {
    const at = createdAtOf(record)!;
    const text = exactDatetime(ctx, at)!;
    // createdAtAfter sent too, so the default window's anchor (OPEN-POINTS #3) does not matter.
    const query = { ...base, createdAtBefore: text, createdAtAfter: datetime(ctx, addDays(floorSecond(at), -1)), order: 'DESC', pageSize: target.maxPageSize };
    const result = await fetchRecords(ctx, target.path, query);
    if (!result.ok) return result.outcome;
    if (!idsOf(result.items).includes(String(record.id))) {
      findings.add(
        'before-not-inclusive',
        `createdAtBefore=${text} (the createdAt of ${String(record.id)}) does not return it`,
        result.exchange.evidence({
          expected: `record ${String(record.id)} created at ${String(record.createdAt)} ("on or before this time")`,
          actual: `${result.items.length} records, ids ${idsOf(result.items).slice(0, 5).join(', ') || 'none'}`,
        }),
      );
    }
    const later = result.items.find((r) => {
      const c = createdAtOf(r);
      return c !== undefined && c > at;
    });
    if (later) {
      findings.add(
        'before-returns-later',
        `createdAtBefore=${text} returns ${String(later.id)} created later, at ${String(later.createdAt)}`,
        result.exchange.evidence({
          expected: `createdAt <= ${at}`,
          actual: `${String(later.id)} at ${String(later.createdAt)}`,
        }),
      );
    }
  }
  return findings.outcome(`createdAtBefore equal to a createdAt included the record, for ${samples.length} ${target.label}`);
}

/**
 * createdAtAfter = a record's createdAt leaves it out (and nothing earlier comes back); a second
 * before that, it is in (the control that the window is not simply empty).
 */
export async function afterExclusiveProbe(ctx: CheckContext, target: ListTarget, base: Query, records: readonly ListRecord[]): Promise<CheckOutcome> {
  const samples = sendable(ctx, target, records);
  if (!Array.isArray(samples)) return samples;
  const findings = new Findings(AFTER_EXCLUSIVE_CODES);
  for (const record of samples) {
    const at = createdAtOf(record)!;
    const text = exactDatetime(ctx, at)!;
    const before = datetime(ctx, notAfterRunStart(ctx, addDays(ceilSecond(at), 1)));
    const query = { ...base, createdAtBefore: before, order: 'ASC', pageSize: ORDERS_PAGE_SIZE.max };
    // Ascending from createdAtAfter: had the record been included, it would lead the first page.
    const [exclusive, control] = await Promise.all([
      fetchRecords(ctx, target.path, { ...query, createdAtAfter: text }),
      findAscending(ctx, target, { ...base, createdAtBefore: before, createdAtAfter: datetime(ctx, plusSeconds(floorSecond(at), -1)) }, record),
    ]);
    if (!exclusive.ok) return exclusive.outcome;
    if (!control.result.ok) return control.result.outcome;
    if (idsOf(exclusive.items).includes(String(record.id))) {
      findings.add(
        'after-not-exclusive',
        `createdAtAfter=${text} (the createdAt of ${String(record.id)}) still returns it`,
        exclusive.exchange.evidence({
          expected: `record ${String(record.id)} left out ("created after this time")`,
          actual: `record ${String(record.id)} created at ${String(record.createdAt)} is listed`,
        }),
      );
    }
    const earlier = exclusive.items.find((r) => {
      const c = createdAtOf(r);
      return c !== undefined && c < at;
    });
    if (earlier) {
      findings.add(
        'after-returns-earlier',
        `createdAtAfter=${text} returns ${String(earlier.id)} created earlier, at ${String(earlier.createdAt)}`,
        exclusive.exchange.evidence({
          expected: `createdAt > ${at}`,
          actual: `${String(earlier.id)} at ${String(earlier.createdAt)}`,
        }),
      );
    }
    if (!control.found) {
      const items = control.result.items;
      findings.add(
        'after-misses-record',
        `createdAtAfter one second before ${String(record.id)} was created does not return it`,
        control.result.exchange.evidence({
          expected: `record ${String(record.id)} created at ${String(record.createdAt)}`,
          actual: `not in ${control.read} page(s) read in ascending order; last page: ${items.length} records, ids ${idsOf(items).slice(0, 5).join(', ') || 'none'}`,
        }),
      );
    }
  }
  return findings.outcome(`createdAtAfter equal to a createdAt left the record out, for ${samples.length} ${target.label}`);
}
