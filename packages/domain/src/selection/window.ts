// Window membership, as the list endpoints state it: "createdAtAfter: after this time" (exclusive),
// "createdAtBefore: on or before this time" (inclusive).
import { DomainError } from '../errors.js';
import { parseTimestamp, type Instant } from '../instant.js';

/**
 * A window's bounds, either end optional (an orders query with orderIdAfter may give only a lower
 * bound). `T` is what `createdAt` is compared as: an `Instant` (canonical text, which orders as time
 * does) or a number of ticks.
 */
export interface WindowBounds<T = Instant> {
  after?: T;
  before?: T;
}

/** Half-open: `after < createdAt <= before`; an absent bound does not limit. */
export function isInWindow<T extends string | number | bigint>(createdAt: T, window: WindowBounds<T>): boolean {
  return (window.after === undefined || createdAt > window.after) && (window.before === undefined || createdAt <= window.before);
}

/**
 * A record's createdAt (6 or 7 fractional digits) as an `Instant`, so it compares with a window's bounds.
 *
 * @throws DomainError `invalid-argument` when it is not a timestamp as resources carry it: a record
 *   a server is about to serve with such a createdAt breaks convention 2 ("Timestamps are ISO 8601
 *   date-times without a zone offset, with 6 or 7 fractional-second digits").
 */
export function createdAtInstant(record: { createdAt: string }): Instant {
  const instant = parseTimestamp(record.createdAt);
  if (instant === undefined) throw new DomainError('invalid-argument', `createdAt ${JSON.stringify(String(record.createdAt).slice(0, 40))} is not a timestamp`);
  return instant;
}
