import type { HttpClient, Query, RequestOptions } from '@tarc/conformance';
import type { Instant } from '@tarc/domain';
import { discoverList, type ListResult } from './discover-list.js';
import type { Window } from './windows.js';

export interface WalkPlan {
  path: string;
  /** The query without dates and paging (e.g. `{ pairSymbol }`). */
  query: Query;
  windows: readonly Window[];
  formatDateTime(instant: Instant): string;
  pageSize: number;
  /** At most this many pages per window. */
  pagesPerWindow: number;
  /** Past this many records, only the first page of each further window is read. */
  enough: number;
  options?: RequestOptions;
  /** Records kept at most (default MAX_WALK_ITEMS); the walk stops there and says so. */
  maxItems?: number;
  /**
   * A sample of the newest records only: page 1 of the newest window, and page 1 of every older
   * window (at once) only when the newest holds none; no further pages.
   */
  newestOnly?: boolean;
}

/** Records one walk keeps at most: 5 windows of a full first page, and a second page. */
export const MAX_WALK_ITEMS = 6000;

export type WalkResult<T> = { items: T[]; failure?: string; limit?: string };

/**
 * Walks back through the windows in two waves: page 1 of every window at once, then at once the
 * further pages that page 1 shows are needed (a full page 1, while the records read so far, counting
 * each further page as full, stay under `enough`). Cost is bounded by windows × pages, never by the
 * account's size: every window gets its first page (so older data is seen). Records are kept once by
 * id, in window order; a failed page ends the walk there, as a page-by-page walk would.
 */
export async function walkWindows<T extends { id?: unknown }>(http: HttpClient, plan: WalkPlan): Promise<WalkResult<T>> {
  const ask = (window: Window, page: number) =>
    discoverList<T>(
      http,
      plan.path,
      {
        ...plan.query,
        createdAtBefore: plan.formatDateTime(window.before),
        createdAtAfter: plan.formatDateTime(window.after),
        page,
        pageSize: plan.pageSize,
      },
      plan.options,
    );
  const { windows, firsts } = plan.newestOnly
    ? await newestHolding(plan.windows, ask)
    : {
        windows: plan.windows,
        firsts: await Promise.all(plan.windows.map((window) => ask(window, 1))),
      };

  // The further pages a page-by-page walk would ask, reckoning each of them full.
  const further: { window: number; page: number }[] = [];
  let reckoned = 0;
  for (const [w, first] of firsts.entries()) {
    if (!first.ok) break;
    reckoned += Math.min(first.items.length, plan.pageSize);
    if (first.items.length < plan.pageSize || plan.newestOnly) continue;
    for (let page = 2; page <= plan.pagesPerWindow && reckoned < plan.enough; page++) {
      further.push({ window: w, page });
      reckoned += plan.pageSize;
    }
  }
  const rest = await Promise.all(further.map(({ window, page }) => ask(windows[window]!, page)));
  const pagesOf = (w: number): ListResult<T>[] => [firsts[w]!, ...further.flatMap((f, i) => (f.window === w ? [rest[i]!] : []))];

  const byId = new Map<unknown, T>();
  const anonymous: T[] = [];
  const count = () => byId.size + anonymous.length;
  const limit = plan.maxItems ?? MAX_WALK_ITEMS;
  let said: string | undefined;
  for (const w of windows.keys()) {
    for (const result of pagesOf(w)) {
      if (!result.ok) {
        return { items: [...byId.values(), ...anonymous], failure: result.reason };
      }
      // A page longer than asked for is the paging checks' finding; discovery keeps what it asked for.
      if (result.items.length > plan.pageSize)
        said ??= `a page held ${result.items.length} records for pageSize ${plan.pageSize}: the first ${plan.pageSize} were kept`;
      for (const item of result.items.slice(0, plan.pageSize)) {
        if (count() >= limit) {
          said = `stopped at ${limit} records`;
          return { items: [...byId.values(), ...anonymous], limit: said };
        }
        if (typeof item.id === 'string' || typeof item.id === 'number') {
          if (!byId.has(item.id)) byId.set(item.id, item);
        } else anonymous.push(item);
      }
      if (result.items.length < plan.pageSize) break;
    }
  }
  return { items: [...byId.values(), ...anonymous], ...(said ? { limit: said } : {}) };
}

/** Page 1 of the newest window; of the older ones too (at once) only when the newest holds no record. */
async function newestHolding<T>(
  all: readonly Window[],
  ask: (window: Window, page: number) => Promise<ListResult<T>>,
): Promise<{ windows: readonly Window[]; firsts: ListResult<T>[] }> {
  if (all.length === 0) return { windows: all, firsts: [] };
  const newest = await ask(all[0]!, 1);
  if (!newest.ok || newest.items.length > 0) return { windows: all.slice(0, 1), firsts: [newest] };
  return { windows: all, firsts: [newest, ...(await Promise.all(all.slice(1).map((window) => ask(window, 1))))] };
}
