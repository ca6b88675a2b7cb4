// Reading every page of a query, bounded, as one list.
import type { CheckContext, CheckOutcome, Exchange, Query } from '#types';
import { fetchList } from '../fetch-list.js';
import type { ListResult } from '../fetch-list.js';
import { asRecords } from '../list-target.js';
import type { ListRecord } from '../list-target.js';
import { walkPages, walkPagesAtOnce } from '../walk-pages.js';

export type Collected =
  | { ok: true; items: ListRecord[]; pages: ListRecord[][]; exchanges: Exchange[]; complete: boolean }
  | { ok: false; outcome: CheckOutcome };

/**
 * Pages 1..maxPages of `query` at `pageSize`, stopping at the first short page (`atOnce`: all asked
 * together, or those `knownRecords` calls for first: see walkPagesAtOnce).
 */
export async function collect(
  ctx: CheckContext,
  path: string,
  query: Query,
  pageSize: number,
  maxPages: number,
  { atOnce = false, knownRecords }: { atOnce?: boolean; knownRecords?: number } = {},
): Promise<Collected> {
  const walk = await (atOnce
    ? walkPagesAtOnce<unknown>(ctx, path, query, pageSize, maxPages, undefined, knownRecords)
    : walkPages<unknown>(ctx, path, query, pageSize, maxPages));
  if (!walk.ok) return walk;
  const pages = walk.pages.map(asRecords);
  return { ok: true, items: pages.flat(), pages, exchanges: walk.exchanges, complete: walk.complete };
}

/** fetchList keeping only the items that are objects (see asRecords). */
export async function fetchRecords(ctx: CheckContext, path: string, query?: Query): Promise<ListResult<ListRecord>> {
  const result = await fetchList<unknown>(ctx, path, query);
  return result.ok ? { ...result, items: asRecords(result.items) } : result;
}

export function idsOf(records: readonly ListRecord[]): string[] {
  return records.map((r) => String(r.id));
}

/** Ids in `a` missing from `b`. */
export function missingFrom(a: readonly ListRecord[], b: readonly ListRecord[]): string[] {
  const present = new Set(idsOf(b));
  return idsOf(a).filter((id) => !present.has(id));
}

/** Ids that occur more than once. */
export function repeatedIds(records: readonly ListRecord[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const id of idsOf(records)) (seen.has(id) ? repeated : seen).add(id);
  return [...repeated];
}

/** A short list of ids for a message. */
export function showIds(ids: readonly string[], max = 5): string {
  const shown = ids.slice(0, max).join(', ');
  return ids.length > max ? `${shown} … (${ids.length} in all)` : shown;
}

/**
 * Ids of records whose createdAt another record shares. Ties may come in any order (OPEN-POINTS
 * #15), so where a tie straddles a page boundary either record may land on either page: such ids
 * are left out of page-membership comparisons.
 */
export function tiedIds(records: readonly ListRecord[]): Set<string> {
  const byCreatedAt = new Map<string, Set<string>>();
  for (const r of records) {
    const key = String(r.createdAt);
    byCreatedAt.set(key, (byCreatedAt.get(key) ?? new Set()).add(String(r.id)));
  }
  return new Set([...byCreatedAt.values()].filter((ids) => ids.size > 1).flatMap((ids) => [...ids]));
}
