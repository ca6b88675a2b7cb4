// Paging: "page: default 1", "pageSize" (the endpoint's range and default), read in the order asked.
import type { SortOrder } from '../enums.js';

export interface Paging {
  /** 1-based. */
  page: number;
  pageSize: number;
}

/**
 * Page `page` of `pageSize` records of a list in ascending order, read in the order asked: `ASC`
 * from its start, `DESC` from its end. A page past the end is empty. `ascending` is not changed.
 */
export function paginate<T>(ascending: readonly T[], order: SortOrder, paging: Paging): T[] {
  const from = (paging.page - 1) * paging.pageSize;
  if (order === 'ASC') return ascending.slice(from, from + paging.pageSize);
  const end = Math.max(ascending.length - from, 0);
  return ascending.slice(Math.max(end - paging.pageSize, 0), end).reverse();
}
