// Walking the pages of a list: "page default 1", pages of at most pageSize items.
import type { CheckContext, CheckOutcome, Exchange, Query, RequestOptions } from '../types.js';
import { fetchList } from './fetch-list.js';
import { inOrder } from './in-order.js';

export type PagesResult<T> =
  | { ok: true; pages: T[][]; exchanges: Exchange[]; complete: boolean }
  | { ok: false; outcome: CheckOutcome };

/**
 * Fetches pages 1, 2, … with `pageSize` until a page is shorter than `pageSize` (complete) or
 * `maxPages` were read (incomplete). Bounded so the cost never grows with the account's size.
 */
export async function walkPages<T = Record<string, unknown>>(
  ctx: CheckContext,
  path: string,
  query: Query,
  pageSize: number,
  maxPages: number,
  options?: RequestOptions,
): Promise<PagesResult<T>> {
  const pages: T[][] = [];
  const exchanges: Exchange[] = [];
  for (let page = 1; page <= maxPages; page++) {
    const result = await fetchList<T>(ctx, path, { ...query, page, pageSize }, options);
    if (!result.ok) return { ok: false, outcome: result.outcome };
    pages.push(result.items);
    exchanges.push(result.exchange);
    if (result.items.length < pageSize) return { ok: true, pages, exchanges, complete: true };
  }
  return { ok: true, pages, exchanges, complete: false };
}

/**
 * The same walk with pages 1..`maxPages` sent at once (send first, judge in order): for a short walk
 * whose pages are all expected to exist, one round trip instead of one per page. Pages after the first
 * short one are read as a page-by-page walk would never have asked them: left out, whatever they say.
 */
export async function walkPagesAtOnce<T = Record<string, unknown>>(
  ctx: CheckContext,
  path: string,
  query: Query,
  pageSize: number,
  maxPages: number,
  options?: RequestOptions,
): Promise<PagesResult<T>> {
  const pages: T[][] = [];
  const exchanges: Exchange[] = [];
  const numbers = Array.from({ length: maxPages }, (_, i) => i + 1);
  for await (const [, result] of inOrder(numbers, (page) => fetchList<T>(ctx, path, { ...query, page, pageSize }, options))) {
    if (!result.ok) return { ok: false, outcome: result.outcome };
    pages.push(result.items);
    exchanges.push(result.exchange);
    if (result.items.length < pageSize) return { ok: true, pages, exchanges, complete: true };
  }
  return { ok: true, pages, exchanges, complete: false };
}
