import { notApplicable } from '#support/outcome.js';
import { PAGE_SIZE_DEFAULT_CODES, pageSizeDefaultProbe } from '#support/probes/page-probes.js';
import { createdAtOf, exactDatetime } from '#support/timestamps.js';
import { TRADES_PAGE_SIZE } from '#spec-constants';
import type { Check } from '#types';
import { LIST_ENDPOINT, LIST_SECTION, onTrades } from './_support/target.js';
import { newestOfBusiestDay } from './query-modes.js';

/**
 * "pageSize | INT | no | 1 to 1000, default 50" holds in the createdAt mode too ("trades at this
 * specific date"): on the busiest discovered day, without pageSize, exactly 50 trades come back when
 * more match. Asked as trades.query-modes asks that mode (the newest trade's date-time, or the date
 * when the date-time is refused), so the answer without pageSize is the one it got. A server that
 * reads createdAt as an instant (OPEN-POINTS #12) holds no more than that instant's trades: the rule
 * is moot there (not applicable); a day of no more than 50 trades cannot show it (unobservable).
 */
export const tradesPageSizeDefaultByCreatedAt = {
  id: 'trades.page-size-default-by-created-at',
  title: 'GET /v1/trades by createdAt without pageSize returns 50 trades when more match',
  requirements: ['TRD-LIST-PAGE-SIZE-DEFAULT', 'TRD-LIMIT-PAGE-SIZE'],
  codes: PAGE_SIZE_DEFAULT_CODES,
  needs: { credentials: true, trades: TRADES_PAGE_SIZE.default + 1 },
  section: LIST_SECTION,
  endpoint: LIST_ENDPOINT,
  run(ctx) {
    return onTrades(ctx, async (target) => {
      const at = newestOfBusiestDay(target.records);
      const day = at.slice(0, 10);
      const ofDay = target.records.filter((t) => createdAtOf(t)?.slice(0, 10) === day).length;
      const exact = exactDatetime(ctx, at);
      let query = { ...target.base, createdAt: exact ?? day };
      if (exact !== undefined) {
        const asked = await ctx.http.get(target.path, query);
        if (asked.status >= 400 && asked.status < 500) query = { ...target.base, createdAt: day };
      }
      return pageSizeDefaultProbe(ctx, target, query, {
        name: `by createdAt=${query.createdAt} (${ofDay} discovered trades that day)`,
        whenOnePage: (omitted) =>
          ofDay > omitted.length && omitted.every((t) => createdAtOf(t) === createdAtOf(omitted[0]!))
            ? notApplicable(
                `createdAt=${query.createdAt} returned ${omitted.length} trade(s) of one instant, of the ${ofDay} discovered that day: the server reads createdAt as an instant (OPEN-POINTS #12), where no page size default can show`,
              )
            : undefined,
      });
    });
  },
} as const satisfies Check;
