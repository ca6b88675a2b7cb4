// Invariants every list response of orders and trades keeps, whatever the query: shared by the
// property checks. Each returns a sentence saying what broke, or undefined.
import type { Instant } from '@tarc/domain';
import type { ListRecord } from '../list-target.js';
import { createdAtOf, daysBetween } from '../timestamps.js';
import { MAX_RANGE_DAYS } from '../query-datetimes.js';

/** No record outside `after < createdAt <= before` (either end may be open). */
export function outsideBounds(records: readonly ListRecord[], after: Instant | undefined, before: Instant | undefined): string | undefined {
  for (const r of records) {
    const at = createdAtOf(r);
    if (at === undefined) continue;
    if (before !== undefined && at > before) return `${String(r.id)} created at ${String(r.createdAt)}, after createdAtBefore ${before}`;
    if (after !== undefined && at <= after) return `${String(r.id)} created at ${String(r.createdAt)}, not after createdAtAfter ${after}`;
  }
  return undefined;
}

/** "the range is at most 90 days": no response spans more. */
export function spansTooLong(records: readonly ListRecord[]): string | undefined {
  let min: Instant | undefined;
  let max: Instant | undefined;
  for (const r of records) {
    const at = createdAtOf(r);
    if (at === undefined) continue;
    if (min === undefined || at < min) min = at;
    if (max === undefined || at > max) max = at;
  }
  if (min === undefined || max === undefined) return undefined;
  const days = daysBetween(min, max);
  return days > MAX_RANGE_DAYS ? `the response spans ${days.toFixed(2)} days (${min} to ${max})` : undefined;
}

/** The first record whose `field` is not one of `allowed`. */
export function strayValue(records: readonly ListRecord[], field: string, allowed: readonly string[]): string | undefined {
  const stray = records.find((r) => !allowed.includes(String(r[field])));
  return stray ? `${String(stray.id)} has ${field} ${JSON.stringify(stray[field])}, not one of ${allowed.join(', ')}` : undefined;
}
