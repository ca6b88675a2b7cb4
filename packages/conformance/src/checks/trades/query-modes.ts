import { recentDataWindow, tradesTarget, windowQuery, noDataReason } from '#support/list-target.js';
import type { ListRecord } from '#support/list-target.js';
import { noData } from '#support/outcome.js';
import { MODE_CODES, modesOutcome } from '#support/probes/modes.js';
import { exactDatetime } from '#support/timestamps.js';
import type { Check } from '#types';
import { LIST_ENDPOINT, LIST_SECTION, newestOfBusiestDay } from '#support/trades-target.js';

/** The order whose discovered trades carry the most distinct createdAt values (ordering shows on them). */
function busiestOrder(trades: readonly ListRecord[]): string | undefined {
  const instants = new Map<string, Set<string>>();
  for (const t of trades) {
    if (typeof t.orderId !== 'string' && typeof t.orderId !== 'number') continue;
    const id = String(t.orderId);
    instants.set(id, (instants.get(id) ?? new Set()).add(String(t.createdAt)));
  }
  return [...instants.entries()].sort((a, b) => b[1].size - a[1].size)[0]?.[0];
}

/**
 * "ordered by createdAt", "order … default Desc", "pageSize … default 50", "page … default 1": in
 * every mode of GET /v1/trades, by window, by createdAt and by orderId (alone, or beside pairSymbol
 * and a window when refused alone: OPEN-POINTS #1), within pages and across their boundaries.
 */
export const tradesQueryModes = {
  id: 'trades.query-modes',
  title: 'GET /v1/trades: ordering, default order, default page size and paging hold by window, by createdAt and by orderId, across page boundaries',
  requirements: ['TRD-LIST-ORDERED', 'TRD-LIST-ORDER', 'TRD-LIST-PAGING', 'TRD-LIST-PAGE-SIZE-DEFAULT'],
  codes: MODE_CODES,
  needs: { credentials: true, trades: 3 },
  section: LIST_SECTION,
  endpoint: LIST_ENDPOINT,
  async run(ctx) {
    const target = tradesTarget(ctx);
    if (!target) return noData(noDataReason(ctx, 'trades'));
    const window = windowQuery(ctx, recentDataWindow(target));
    const at = newestOfBusiestDay(target.records);
    const exact = exactDatetime(ctx, at);
    const day = { ...target.base, createdAt: at.slice(0, 10) };
    const common = { path: target.path, orderParam: 'order', defaultPageSize: target.defaultPageSize, key: 'createdAt' } as const;
    const orderId = busiestOrder(target.records);
    return modesOutcome(
      ctx,
      [
        { ...common, name: 'by window', query: { ...target.base, ...window }, pages: true },
        { ...common, name: 'by createdAt', query: exact ? { ...target.base, createdAt: exact } : day, ...(exact ? { fallback: day } : {}), pages: false },
        ...(orderId === undefined
          ? []
          : [
              {
                ...common,
                name: 'by orderId',
                query: { orderId },
                fallback: { orderId, ...target.base, ...window },
                pages: false,
                paramsMayBeRefused: true,
              },
            ]),
      ],
      target.label,
    );
  },
} as const satisfies Check;
