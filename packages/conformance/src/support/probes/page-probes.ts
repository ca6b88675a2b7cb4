// "page: default 1", "pageSize: … default 50": what the paging rules of orders and trades
// (checks/orders-and-trades/paging.ts, page-default.ts) ask besides their probe, deciding no finding.
import type { CheckContext, CheckOutcome, Query } from '#types';
import type { ListTarget } from '../list-target.js';
import { unobservable } from '../outcome.js';
import { fetchRecords } from './collect.js';

/**
 * A passed probe of pages of `pageSize` proves something about page 2 only when page 1 is full and
 * page 2 holds orders: otherwise the outcome is not evaluated (unobservable), saying what was seen.
 */
export async function unlessOnePage(ctx: CheckContext, target: ListTarget, query: Query, pageSize: number, outcome: CheckOutcome): Promise<CheckOutcome> {
  if (outcome.status !== 'passed') return outcome;
  const [first, second] = await Promise.all([1, 2].map((page) => fetchRecords(ctx, target.path, { ...query, page, pageSize })));
  if (!first!.ok) return first!.outcome;
  if (!second!.ok) return second!.outcome;
  if (first!.items.length === pageSize && second!.items.length > 0) return outcome;
  return unobservable(
    `${outcome.message ?? 'passed'}; but no more than ${pageSize} ${target.label} are in the window (page 1 of size ${pageSize} holds ${first!.items.length}, page 2 ${second!.items.length}), so pages could not be compared`,
  );
}
