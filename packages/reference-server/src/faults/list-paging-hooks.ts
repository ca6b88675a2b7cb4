// The hooks of the paging, sorting and window faults orders and trades share (GET /v1/orders and
// GET /v1/trades read their query alike). The faults themselves, names written out, are in
// orders.ts and trades.ts: `orders-page-off-by-one` and `trades-page-off-by-one` both use `pageOffByOne`.
import { addDays, instantFromTicks, instantToTicks, parseDateTimeInput } from '@tarc/domain';
import type { Instant } from '@tarc/domain';
import type { FaultHooks, NormalizedQuery } from './types.js';

/** The instant one 100 ns tick before (an inclusive bound made exclusive, or the reverse). */
export function tickBefore(instant: Instant): Instant {
  return instantFromTicks(instantToTicks(instant) - 1n);
}

type ListEndpoint = 'orders' | 'trades';
type ListQuery = Extract<NormalizedQuery, { endpoint: ListEndpoint }>['query'];
type QueryHook = Parameters<NonNullable<FaultHooks['query']>>[0];

/** A query hook of one list endpoint: `change` sees its normalized query and the raw parameters. */
function onListQuery(endpoint: ListEndpoint, change: (query: ListQuery, raw: URLSearchParams) => void): Pick<FaultHooks, 'query'> {
  return {
    query(c: QueryHook) {
      if (c.endpoint === endpoint && (c.endpoint === 'orders' || c.endpoint === 'trades')) change(c.query, c.raw);
    },
  };
}

/** Skips page × pageSize records instead of (page − 1) × pageSize. */
export const pageOffByOne = (endpoint: ListEndpoint) =>
  onListQuery(endpoint, (query) => {
    query.page += 1;
  });

/** Without page, answers page 2. */
export const pageDefault2 = (endpoint: ListEndpoint) =>
  onListQuery(endpoint, (query, raw) => {
    if (!raw.has('page')) query.page = 2;
  });

/** Without pageSize, answers 20 records instead of 50. */
export const pageSizeDefault20 = (endpoint: ListEndpoint) =>
  onListQuery(endpoint, (query, raw) => {
    if (!raw.has('pageSize')) query.pageSize = 20;
  });

/** Sorts ascending for order=DESC (and the default) and descending for ASC. */
export const orderSwapped = (endpoint: ListEndpoint) =>
  onListQuery(endpoint, (query) => {
    query.order = query.order === 'ASC' ? 'DESC' : 'ASC';
  });

/** Without order, sorts ascending. */
export const defaultOrderAsc = (endpoint: ListEndpoint) =>
  onListQuery(endpoint, (query, raw) => {
    if (!raw.has('order')) query.order = 'ASC';
  });

/** Leaves out records created exactly at createdAtBefore. */
export const createdAtBeforeExclusive = (endpoint: ListEndpoint) =>
  onListQuery(endpoint, (query) => {
    if (query.window.before !== undefined) query.window.before = tickBefore(query.window.before);
  });

/** Includes records created exactly at createdAtAfter. */
export const createdAtAfterInclusive = (endpoint: ListEndpoint) =>
  onListQuery(endpoint, (query) => {
    if (query.window.before !== undefined) query.window.after = tickBefore(query.window.after);
  });

/** Without createdAtAfter, returns everything up to createdAtBefore. */
export const defaultWindowUnbounded = (endpoint: ListEndpoint) =>
  onListQuery(endpoint, (query, raw) => {
    if (query.window.before !== undefined && !raw.get('createdAtAfter')) query.window.after = '0001-01-01T00:00:00.0000000' as Instant;
  });

/** Replaces a range longer than 90 days by the last 30 days. */
export const windowReplacedBy30Days = (endpoint: ListEndpoint) =>
  onListQuery(endpoint, (query, raw) => {
    const after = parseDateTimeInput(raw.get('createdAtAfter') ?? '');
    const window = query.window;
    if (window.before === undefined || after === undefined || after >= addDays(window.before, -90)) return;
    window.after = addDays(window.before, -30);
  });
