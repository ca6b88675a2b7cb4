// Reading createdAtBefore / createdAtAfter into a clamped window (orders, trades).
import { addDays, instantFromDate, type Instant } from '../instant.js';
import type { DateWindow, QueryContext } from './types.js';
import { clampDateRange } from './window.js';

/** "| maximum date range | orders, trades | 90 days; a larger range is replaced by 90 days |" */
export const MAX_RANGE_DAYS = 90;
/** "| default date range | orders, trades | last 90 days when createdAtAfter is omitted and createdAtBefore is set |" */
export const DEFAULT_RANGE_DAYS = 90;

/**
 * The window for a createdAtBefore that was sent. With createdAtAfter omitted, "defaults to the last
 * 90 days": `before - 90 days` under `windowAnchor: 'before'`, `now - 90 days` under `'after'`. A
 * range longer than 90 days is "replaced by 90 days", keeping the anchored end.
 */
export function windowFor(before: Instant, after: Instant | undefined, ctx: QueryContext): DateWindow {
  const anchor = ctx.windowAnchor ?? 'before';
  const from = after ?? (anchor === 'after' ? addDays(instantFromDate(ctx.now), -DEFAULT_RANGE_DAYS) : undefined);
  return clampDateRange({ before, after: from }, MAX_RANGE_DAYS, anchor);
}
