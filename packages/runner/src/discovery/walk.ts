import type { HttpClient, Query, RequestOptions } from '@tarc/conformance';
import type { Instant } from '@tarc/domain';
import { discoverList } from './discover-list.js';
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
}

/** Records one walk keeps at most: 5 windows of a full first page, and a second page. */
export const MAX_WALK_ITEMS = 6000;

export type WalkResult<T> = { items: T[]; failure?: string; limit?: string };

/**
 * Walks back through the windows. Cost is bounded by windows × pages, never by the account's size:
 * every window gets its first page (so older data is seen), further pages only until `enough`.
 * Records are kept once by id.
 */
export async function walkWindows<T extends { id?: unknown }>(http: HttpClient, plan: WalkPlan): Promise<WalkResult<T>> {
  const byId = new Map<unknown, T>();
  const anonymous: T[] = [];
  const count = () => byId.size + anonymous.length;
  const limit = plan.maxItems ?? MAX_WALK_ITEMS;
  let said: string | undefined;
  for (const window of plan.windows) {
    for (let page = 1; page <= plan.pagesPerWindow; page++) {
      if (page > 1 && count() >= plan.enough) break;
      const result = await discoverList<T>(
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
      if (!result.ok) {
        return { items: [...byId.values(), ...anonymous], failure: result.reason };
      }
      // A page longer than asked for is the paging checks' finding; discovery keeps what it asked for.
      if (result.items.length > plan.pageSize) said ??= `a page held ${result.items.length} records for pageSize ${plan.pageSize}: the first ${plan.pageSize} were kept`;
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
