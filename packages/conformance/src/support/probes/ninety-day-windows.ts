// The probing of the 90-day rules of orders and trades (OPEN-POINTS #3): finding records older
// than 90 days and reading both ends of a range. Deciding no finding: the rules using these live in
// checks/orders-and-trades/ (window-bounds.ts, window-anchor.ts).
import { addDays } from '@tarc/domain';
import type { Instant } from '@tarc/domain';
import type { CheckContext, CheckOutcome, Exchange, Query } from '#types';
import { probedRangeEnd, type ListRecord, type ListTarget } from '../list-target.js';
import { createdAtOf, floorSecond } from '../timestamps.js';
import { MAX_RANGE_DAYS, datetime } from '../query-datetimes.js';
import { collect, fetchRecords } from './collect.js';

/** How many 90-day windows back the search for old records goes at most (about five years). */
const MAX_WINDOWS_BACK = 20;

/**
 * The page every read of these probes asks (one end of a window is its page's first record): one
 * size and page 1 named, so the three window checks, and the created-at ordering checks on the same
 * window, ask their common questions in the same words and one answer serves them all.
 */
const endPageSize = (target: ListTarget) => Math.min(target.maxPageSize, 200);
const endPage = (target: ListTarget): Query => ({ page: 1, pageSize: endPageSize(target) });

/** A record created more than 90 days before `before`, found by walking back in 90-day windows. */
export interface OldData {
  before: Instant;
  old: ListRecord;
  oldAt: Instant;
}

/**
 * The end of the probed range (a second before the newest discovered record: see probedRangeEnd) and
 * the newest record older than 90 days before it, within the horizon; a reason when there is none.
 */
export async function findOldData(ctx: CheckContext, target: ListTarget): Promise<OldData | { reason: string } | { outcome: CheckOutcome }> {
  const before = probedRangeEnd(target);
  const horizon = addDays(ctx.discovery.now, -ctx.discovery.horizonDays);
  for (let k = 1; k <= MAX_WINDOWS_BACK; k++) {
    const end = addDays(before, -MAX_RANGE_DAYS * k);
    const start = addDays(before, -MAX_RANGE_DAYS * (k + 1));
    if (end <= horizon) break;
    const result = await fetchRecords(ctx, target.path, {
      ...target.base,
      createdAtBefore: datetime(ctx, end),
      createdAtAfter: datetime(ctx, start),
      order: 'DESC',
      ...endPage(target),
    });
    if (!result.ok) return { outcome: result.outcome };
    const old = result.items[0];
    const oldAt = old ? createdAtOf(old) : undefined;
    if (old && oldAt !== undefined && oldAt <= addDays(before, -MAX_RANGE_DAYS)) return { before, old, oldAt };
  }
  return {
    reason: `needs ${target.label} created more than 90 days before ${before} (the newest found) within the horizon of ${ctx.discovery.horizonDays} days; none found`,
  };
}

/**
 * The start of a range longer than 90 days that holds the old record: at least twice 90 days long,
 * so that an unclamped answer reaches well past the 90 days.
 */
export function longRangeStart(found: OldData): Instant {
  const byRecord = addDays(floorSecond(found.oldAt), -1);
  const twice = addDays(found.before, -2 * MAX_RANGE_DAYS);
  // biome-ignore lint/complexity/useMathMinMax: Instants are strings (ISO), Math.min/max would make numbers
  return byRecord < twice ? byRecord : twice;
}

export interface Gathered {
  items: ListRecord[];
  exchanges: Exchange[];
}

/** The oldest pages (ASC) and the newest page (DESC) of a query: both ends of what it returns. */
export async function bothEnds(ctx: CheckContext, target: ListTarget, query: Query): Promise<Gathered | CheckOutcome> {
  const [asc, desc] = await Promise.all([
    collect(ctx, target.path, { ...query, order: 'ASC' }, endPageSize(target), 2),
    fetchRecords(ctx, target.path, { ...query, order: 'DESC', ...endPage(target) }),
  ]);
  if (!asc.ok) return asc.outcome;
  if (!desc.ok) return desc.outcome;
  return { items: [...asc.items, ...desc.items], exchanges: [...asc.exchanges, desc.exchange] };
}

export type Ends = { ok: true; first: unknown; last: unknown; exchange: Exchange };

/**
 * The oldest and newest createdAt a window returns. Compared by createdAt, not id: records tied at
 * an end may come in any order (OPEN-POINTS #15).
 */
export async function windowEnds(ctx: CheckContext, target: ListTarget, from: Instant, to: Instant): Promise<Ends | { ok: false; outcome: CheckOutcome }> {
  const q = { ...target.base, createdAtBefore: datetime(ctx, to), createdAtAfter: datetime(ctx, from), ...endPage(target) };
  const [first, last] = await Promise.all([fetchRecords(ctx, target.path, { ...q, order: 'ASC' }), fetchRecords(ctx, target.path, { ...q, order: 'DESC' })]);
  if (!first.ok) return first;
  if (!last.ok) return last;
  return { ok: true, first: first.items[0]?.createdAt, last: last.items[0]?.createdAt, exchange: first.exchange };
}
