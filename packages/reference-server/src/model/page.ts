import type { SortOrder } from '@tarc/domain';
import type { Paging } from './filters.js';

/** Page `page` of `pageSize` records of an ascending list, read in the order asked ("ASC" or "DESC"). */
export function pageOf<T>(ascending: readonly T[], order: SortOrder, paging: Paging): T[] {
  const list = order === 'DESC' ? [...ascending].reverse() : ascending;
  const from = (paging.page - 1) * paging.pageSize;
  return list.slice(from, from + paging.pageSize);
}
