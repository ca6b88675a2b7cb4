// A list endpoint's query mode (orders by window and by orderIdAfter, trades by window, by createdAt
// and by orderId, transfers with and without each filter), and what probing one showed.
import type { SortOrder } from '@tarc/domain';
import type { Query } from '#types';
import type { ListRecord } from '../list-target.js';
import { createdAtViolation, idViolation } from '../ordering.js';

export interface QueryMode {
  /** For messages: `by orderIdAfter`, `with symbol`. */
  name: string;
  path: string;
  /** The mode's own parameters (no order, page or pageSize). */
  query: Query;
  /** When the first request of the mode is refused (4xx), the same aim in another reading. */
  fallback?: Query;
  /** What the mode is ordered by: "ordered by id" with orderIdAfter, else createdAt. */
  key: 'createdAt' | 'id';
  /** `order` (orders, trades) or `orderBy` (withdrawals, deposits). */
  orderParam: 'order' | 'orderBy';
  defaultPageSize: number;
  /** Whether the mode is expected to hold more than one page of SMALL (a reference filter is not). */
  pages: boolean;
  /** order, page and pageSize may be refused beside the mode's parameter (trades orderId, OPEN-POINTS #1). */
  paramsMayBeRefused?: boolean;
}

/** The page size of the walks, and how many pages each walk reads. */
export const SMALL = 2;
export const PAGES = 3;

/** What one mode showed: `pages` when pages of SMALL were compared, `records` with fewer records. */
export interface ModeSeen {
  mode: QueryMode;
  seen: 'pages' | 'records' | 'empty' | 'refused';
  words: string;
}

export function violation(records: readonly ListRecord[], key: QueryMode['key'], order: SortOrder) {
  return key === 'id' ? idViolation(records, order).violation : createdAtViolation(records, order);
}

export const keyOf = (r: ListRecord, key: QueryMode['key']) => String(key === 'id' ? r.id : r.createdAt);
