// Walking the pages of a list: "page default 1", pages of at most pageSize items.
import type { CheckContext, CheckOutcome, Exchange, Query, RequestOptions } from '#types';
import { fetchList, type ListResult } from './fetch-list.js';
import { inOrder } from './in-order.js';

export type PagesResult<T> = { ok: true; pages: T[][]; exchanges: Exchange[]; complete: boolean } | { ok: false; outcome: CheckOutcome };

/** Pages in order until one is shorter than `pageSize` (complete) or the pages run out (incomplete). */
async function collectPages<T>(results: AsyncIterable<ListResult<T>>, pageSize: number): Promise<PagesResult<T>> {
  const pages: T[][] = [];
  const exchanges: Exchange[] = [];
  for await (const result of results) {
    if (!result.ok) return { ok: false, outcome: result.outcome };
    pages.push(result.items);
    exchanges.push(result.exchange);
    if (result.items.length < pageSize) return { ok: true, pages, exchanges, complete: true };
  }
  return { ok: true, pages, exchanges, complete: false };
}

/**
 * Fetches pages 1, 2, … with `pageSize` until a page is shorter than `pageSize` (complete) or
 * `maxPages` were read (incomplete). Bounded so the cost never grows with the account's size.
 */
export function walkPages<T = Record<string, unknown>>(
  ctx: CheckContext,
  path: string,
  query: Query,
  pageSize: number,
  maxPages: number,
  options?: RequestOptions,
): Promise<PagesResult<T>> {
  async function* oneByOne(): AsyncGenerator<ListResult<T>> {
    for (let page = 1; page <= maxPages; page++) yield await fetchList<T>(ctx, path, { ...query, page, pageSize }, options);
  }
  return collectPages(oneByOne(), pageSize);
}

/**
 * The same walk with pages 1..`maxPages` sent at once (send first, judge in order): for a short walk
 * whose pages are all expected to exist, one round trip instead of one per page. Pages after the first
 * short one are read as a page-by-page walk would never have asked them: left out, whatever they say.
 * When an earlier complete answer says the query holds `knownRecords`, only the pages a page-by-page
 * walk would ask for that many go out (the answers of the others would be left out unread); should
 * the last of them be full after all (records arrived, or a server pages otherwise), the rest follow.
 */
export function walkPagesAtOnce<T = Record<string, unknown>>(
  ctx: CheckContext,
  path: string,
  query: Query,
  pageSize: number,
  maxPages: number,
  options?: RequestOptions,
  knownRecords?: number,
): Promise<PagesResult<T>> {
  const ask = (page: number) => fetchList<T>(ctx, path, { ...query, page, pageSize }, options);
  const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
  const first = knownRecords === undefined ? maxPages : Math.min(maxPages, Math.floor(knownRecords / pageSize) + 1);
  async function* waves(): AsyncGenerator<ListResult<T>> {
    for await (const [, result] of inOrder(range(1, first), ask)) yield result;
    // Reached only when every page so far was full: collectPages stops at the first short one.
    for await (const [, result] of inOrder(range(first + 1, maxPages), ask)) yield result;
  }
  return collectPages(waves(), pageSize);
}
