// Real timestamps taken from records, turned into query values a check can send.
import { addDays, addMilliseconds, instantToTicks, parseDateTimeInput, parseTimestamp } from '@tarc/domain';
import type { Instant } from '@tarc/domain';
import type { CheckContext } from '#types';
import { MAX_RANGE_DAYS } from '#spec-constants';

const TICKS_PER_DAY = 864_000_000_000n;

/** The record's createdAt as an instant, or undefined when it is not a timestamp. */
export function createdAtOf(record: unknown): Instant | undefined {
  if (record === null || typeof record !== 'object') return undefined;
  const value = (record as { createdAt?: unknown }).createdAt;
  return typeof value === 'string' ? parseTimestamp(value) : undefined;
}

/** Whether a withdrawal was updated before it was created; undefined when either time is unreadable. */
export function updatedBeforeCreated(record: Record<string, unknown>): boolean | undefined {
  const created = createdAtOf(record);
  const updated = typeof record.updatedAt === 'string' ? parseTimestamp(record.updatedAt) : undefined;
  return created === undefined || updated === undefined ? undefined : updated < created;
}

/**
 * The createdAt of each record of a list, read once per list: the checks count the discovered lists'
 * records in one window after another as they start (on the run's critical path). A list is never
 * changed once received; one of another length than when read is read again.
 */
const createdAtsByList = new WeakMap<readonly unknown[], readonly (Instant | undefined)[]>();

function createdAtsOf(records: readonly unknown[]): readonly (Instant | undefined)[] {
  let at = createdAtsByList.get(records);
  if (at === undefined || at.length !== records.length) createdAtsByList.set(records, (at = records.map(createdAtOf)));
  return at;
}

/** How many records were created in the window (after `after`, at or before `before`). */
export function createdWithin(records: readonly unknown[], window: { after: Instant; before: Instant }): number {
  let n = 0;
  for (const at of createdAtsOf(records)) if (at !== undefined && at > window.after && at <= window.before) n++;
  return n;
}

/** How many records were created in the 90 days up to `end`. */
export function createdInLast90Days(records: readonly unknown[], end: Instant): number {
  return createdWithin(records, { after: addDays(end, -MAX_RANGE_DAYS), before: end });
}

/** Whether the record was created after the run started (live data: it may arrive between two requests). */
export function newerThanRun(ctx: CheckContext, record: unknown): boolean {
  const at = createdAtOf(record);
  return at !== undefined && at > ctx.discovery.now;
}

/**
 * `instant`, or the instant the run started when that is earlier: a window ending there holds no
 * record created during the run (records that arrive while the suite runs cannot enter it).
 */
export function notAfterRunStart(ctx: CheckContext, instant: Instant): Instant {
  return instant > ctx.discovery.now ? ctx.discovery.now : instant;
}

/** The whole second at or after `instant` (sendable exactly in any format that carries seconds). */
export function ceilSecond(instant: Instant): Instant {
  // The canonical text spells the fraction in its last 7 digits: no ticks worked out (list targets ask this as checks start).
  return instant.endsWith('.0000000') ? instant : addMilliseconds(floorSecond(instant), 1000);
}

/** The whole second at or before `instant`. */
export function floorSecond(instant: Instant): Instant {
  return `${instant.slice(0, 20)}0000000` as Instant;
}

export function plusSeconds(instant: Instant, seconds: number): Instant {
  return addMilliseconds(instant, seconds * 1000);
}

/** Days between two instants, fractional. */
export function daysBetween(from: Instant, to: Instant): number {
  return Number(instantToTicks(to) - instantToTicks(from)) / Number(TICKS_PER_DAY);
}

/**
 * The configured DATETIME text for `instant` when it says exactly that instant, else undefined:
 * a 7-digit timestamp cannot be sent exactly in a coarser format (the caller skips with that reason).
 */
export function exactDatetime(ctx: CheckContext, instant: Instant): string | undefined {
  const format = ctx.options.formatDateTime;
  let byInstant = exactByFormat.get(format);
  if (!byInstant) exactByFormat.set(format, (byInstant = new Map()));
  if (byInstant.has(instant)) return byInstant.get(instant);
  const text = format(instant);
  const exact = parseDateTimeInput(text) === instant ? text : undefined;
  byInstant.set(instant, exact);
  return exact;
}

/**
 * Answers of `exactDatetime` by the run's DATETIME formatter (one per run) and instant: the boundary
 * probes ask it for every record of the same samples (about 5,000 times a run, a few hundred
 * instants), and each answer formats the instant and parses the text back.
 */
const exactByFormat = new WeakMap<(instant: Instant) => string, Map<Instant, string | undefined>>();

/** Earliest and latest createdAt of the records (those that carry one). */
export function createdAtExtent(records: readonly { createdAt?: unknown }[]): { min: Instant; max: Instant } | undefined {
  let min: Instant | undefined;
  let max: Instant | undefined;
  for (const record of records) {
    const at = createdAtOf(record);
    if (at === undefined) continue;
    if (min === undefined || at < min) min = at;
    if (max === undefined || at > max) max = at;
  }
  return min === undefined || max === undefined ? undefined : { min, max };
}
