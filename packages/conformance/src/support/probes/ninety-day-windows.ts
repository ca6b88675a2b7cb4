// The 90-day rules of orders and trades (OPEN-POINTS #3). MUST: no record outside the requested
// bounds, no response spanning more than 90 days. SHOULD: the replacement is a full 90-day window
// anchored at one end of the request (either end passes).
import { addDays } from '@tarc/domain';
import type { Instant } from '@tarc/domain';
import type { CheckContext, CheckOutcome, Exchange, Query } from '#types';
import { probedRangeEnd, type ListRecord, type ListTarget } from '../list-target.js';
import { Findings, failed, noData, passed } from '../outcome.js';
import { createdAtOf, daysBetween, floorSecond } from '../timestamps.js';
import { MAX_RANGE_DAYS, datetime } from '../query-datetimes.js';
import { collect, fetchRecords } from './collect.js';

/** The finding codes of windowMaxProbe and windowDefaultProbe, each with what it means (a check calling it declares these). */
export const WINDOW_BOUNDS_CODES = {
  'outside-bounds': 'a record returned lies outside the window requested (or the default one)',
  'spans-over-90-days': 'one response spans more than 90 days of createdAt',
} as const;

/** The finding codes of windowAnchorProbe, each with what it means (a check calling it declares these). */
export const WINDOW_ANCHOR_CODES = {
  'not-anchored': 'a range of more than 90 days was not replaced by the 90 days at either end',
} as const;

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
interface OldData {
  before: Instant;
  old: ListRecord;
  oldAt: Instant;
}

/**
 * The end of the probed range (the newest discovered record rounded up, or the run's start where
 * the recent window ends there) and the newest record older than 90 days before it, within the
 * horizon; a reason when there is none.
 */
async function findOldData(ctx: CheckContext, target: ListTarget): Promise<OldData | { reason: string } | { outcome: CheckOutcome }> {
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
function longRangeStart(found: OldData): Instant {
  const byRecord = addDays(floorSecond(found.oldAt), -1);
  const twice = addDays(found.before, -2 * MAX_RANGE_DAYS);
  // biome-ignore lint/complexity/useMathMinMax: Instants are strings (ISO), Math.min/max would make numbers
  return byRecord < twice ? byRecord : twice;
}

interface Gathered {
  items: ListRecord[];
  exchanges: Exchange[];
}

/** The oldest pages (ASC) and the newest page (DESC) of a query: both ends of what it returns. */
async function bothEnds(ctx: CheckContext, target: ListTarget, query: Query): Promise<Gathered | CheckOutcome> {
  const [asc, desc] = await Promise.all([
    collect(ctx, target.path, { ...query, order: 'ASC' }, endPageSize(target), 2),
    fetchRecords(ctx, target.path, { ...query, order: 'DESC', ...endPage(target) }),
  ]);
  if (!asc.ok) return asc.outcome;
  if (!desc.ok) return desc.outcome;
  return { items: [...asc.items, ...desc.items], exchanges: [...asc.exchanges, desc.exchange] };
}

function judge(gathered: Gathered, bounds: { after?: Instant; before: Instant }, what: string, target: ListTarget): CheckOutcome {
  const findings = new Findings(WINDOW_BOUNDS_CODES);
  const evidence = (actual: string, expected: string) => gathered.exchanges[0]!.evidence({ expected, actual });
  let min: ListRecord | undefined;
  let max: ListRecord | undefined;
  for (const r of gathered.items) {
    const at = createdAtOf(r);
    if (at === undefined) continue;
    if (at > bounds.before || (bounds.after !== undefined && at <= bounds.after)) {
      findings.add(
        'outside-bounds',
        `${what}: ${String(r.id)} created at ${String(r.createdAt)} lies outside the requested bounds`,
        evidence(`${String(r.id)} at ${String(r.createdAt)}`, `${bounds.after ?? '…'} < createdAt <= ${bounds.before}`),
      );
      break;
    }
    if (!min || at < createdAtOf(min)!) min = r;
    if (!max || at > createdAtOf(max)!) max = r;
  }
  if (min && max) {
    const span = daysBetween(createdAtOf(min)!, createdAtOf(max)!);
    if (span > MAX_RANGE_DAYS) {
      findings.add(
        'spans-over-90-days',
        `${what}: the response spans ${span.toFixed(2)} days (${String(min.createdAt)} to ${String(max.createdAt)})`,
        evidence(`oldest ${String(min.id)} at ${String(min.createdAt)}, newest ${String(max.id)} at ${String(max.createdAt)}`, 'a span of at most 90 days'),
      );
    }
  }
  return findings.outcome(`${what}: ${gathered.items.length} ${target.label} read from both ends, all within the bounds and 90 days`);
}

/** A range longer than 90 days: nothing outside it, nothing spanning more than 90 days. */
export async function windowMaxProbe(ctx: CheckContext, target: ListTarget): Promise<CheckOutcome> {
  const found = await findOldData(ctx, target);
  if ('outcome' in found) return found.outcome;
  if ('reason' in found) return noData(found.reason);
  const after = longRangeStart(found);
  const query = { ...target.base, createdAtBefore: datetime(ctx, found.before), createdAtAfter: datetime(ctx, after) };
  const gathered = await bothEnds(ctx, target, query);
  if (!('items' in gathered)) return gathered;
  const days = daysBetween(after, found.before).toFixed(1);
  return judge(gathered, { after, before: found.before }, `a ${days}-day range`, target);
}

/** createdAtAfter omitted: nothing after createdAtBefore, nothing spanning more than 90 days. */
export async function windowDefaultProbe(ctx: CheckContext, target: ListTarget): Promise<CheckOutcome> {
  const found = await findOldData(ctx, target);
  if ('outcome' in found) return found.outcome;
  if ('reason' in found) return noData(found.reason);
  const gathered = await bothEnds(ctx, target, { ...target.base, createdAtBefore: datetime(ctx, found.before) });
  if (!('items' in gathered)) return gathered;
  return judge(gathered, { before: found.before }, 'createdAtAfter omitted', target);
}

type Ends = { ok: true; first: unknown; last: unknown; exchange: Exchange };

/**
 * The oldest and newest createdAt a window returns. Compared by createdAt, not id: records tied at
 * an end may come in any order (OPEN-POINTS #15).
 */
async function windowEnds(ctx: CheckContext, target: ListTarget, from: Instant, to: Instant): Promise<Ends | { ok: false; outcome: CheckOutcome }> {
  const q = { ...target.base, createdAtBefore: datetime(ctx, to), createdAtAfter: datetime(ctx, from), ...endPage(target) };
  const [first, last] = await Promise.all([fetchRecords(ctx, target.path, { ...q, order: 'ASC' }), fetchRecords(ctx, target.path, { ...q, order: 'DESC' })]);
  if (!first.ok) return first;
  if (!last.ok) return last;
  return { ok: true, first: first.items[0]?.createdAt, last: last.items[0]?.createdAt, exchange: first.exchange };
}

/**
 * "a larger range is replaced by 90 days", the stricter reading: the first and last records of the
 * long range are those of the 90 days ending at createdAtBefore, or of the 90 days starting at
 * createdAtAfter. Either anchor passes and is reported.
 */
export async function windowAnchorProbe(ctx: CheckContext, target: ListTarget): Promise<CheckOutcome> {
  const found = await findOldData(ctx, target);
  if ('outcome' in found) return found.outcome;
  if ('reason' in found) return noData(found.reason);
  const before = found.before;
  const after = longRangeStart(found);
  const [l, b, a] = await Promise.all([
    windowEnds(ctx, target, after, before),
    windowEnds(ctx, target, addDays(before, -MAX_RANGE_DAYS), before),
    windowEnds(ctx, target, after, addDays(after, MAX_RANGE_DAYS)),
  ]);
  if (!l.ok) return l.outcome;
  if (!b.ok) return b.outcome;
  if (!a.ok) return a.outcome;
  const same = (x: Ends, y: Ends) => String(x.first) === String(y.first) && String(x.last) === String(y.last);
  const readings = [same(l, b) ? 'anchored at createdAtBefore' : undefined, same(l, a) ? 'anchored at createdAtAfter' : undefined].filter(Boolean);
  const range = `${after} .. ${before}`;
  if (readings.length > 0) return passed(`the ${daysBetween(after, before).toFixed(1)}-day range ${range} was replaced by 90 days ${readings.join(' and ')}`);
  return failed('not-anchored', `the range ${range} (more than 90 days) was not replaced by the 90 days at either end`, [
    l.exchange.evidence({
      expected: `oldest/newest createdAt ${String(b.first)}/${String(b.last)} (anchored at createdAtBefore) or ${String(a.first)}/${String(a.last)} (anchored at createdAtAfter)`,
      actual: `oldest/newest createdAt ${String(l.first)}/${String(l.last)}`,
    }),
  ]);
}
