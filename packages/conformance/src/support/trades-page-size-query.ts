// The trades query a pageSize range probe asks (trades' own range check, and the general check that
// a pageSize over the maximum is refused): the query whose pages are fullest.
import { addDays } from '@tarc/domain';
import type { CheckContext, Query } from '#types';
import { MAX_RANGE_DAYS, TRADES_PAGE_SIZE } from '#spec-constants';
import { recentDataWindow, tradesTarget, windowQuery } from './list-target.js';
import type { ListTarget } from './list-target.js';
import { pairSymbols } from './pair-symbols.js';
import { createdInLast90Days } from './timestamps.js';

/** The pairs it asks for at once (every discovered pair, up to 20): the more trades match, the more 1000 shows. */
const PAGE_SIZE_RANGE_PAIRS = 20;

/**
 * The query, page 1 named: every broker pair in listed order where there are no more than 20 (more
 * trades, not fewer), else the traded ones; the run's last 90 days where discovery found a full page
 * of 1000 trades in them, else the newest 90 days of the traded pairs. Every broker pair over the last
 * 90 days is discovery's own trades read (one answer for both).
 */
export function pageSizeRangeQuery(ctx: CheckContext): { target: ListTarget; query: Query } | undefined {
  const target = tradesTarget(ctx, PAGE_SIZE_RANGE_PAIRS);
  if (!target) return undefined;
  const all = pairSymbols(ctx);
  const traded = target.base.pairSymbol as readonly string[];
  const pairs = all.length <= PAGE_SIZE_RANGE_PAIRS && traded.every((p) => all.includes(p)) ? all : traded;
  const now = ctx.discovery.now;
  const last90 = { after: addDays(now, -MAX_RANGE_DAYS), before: now };
  const window = createdInLast90Days(ctx.discovery.account.trades ?? [], now) >= TRADES_PAGE_SIZE.max ? last90 : recentDataWindow(target);
  return { target, query: { pairSymbol: pairs, ...windowQuery(ctx, window), page: 1 } };
}
