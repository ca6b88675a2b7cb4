// "pageSize | INT | no | 1 to 50, default 50" (orders), "1 to 1000, default 50" (trades): without
// pageSize, exactly the default number of records when more than that match; in the window mode of
// each list, and in orders' orderIdAfter mode and trades' createdAt mode too. A default smaller than
// the spec's shows on fewer records too: page 1 of the default size then holds more.
import { compareIds, idOrderingFor } from '@tarc/domain';
import { type ListRecord, type ListTarget, noDataReason, ordersTargets } from '#support/list-target.js';
import * as orders from '#support/orders-target.js';
import { failed, noData, notApplicable, passed, unobservable } from '#support/outcome.js';
import { fetchRecords } from '#support/probes/collect.js';
import { createdAtOf, exactDatetime } from '#support/timestamps.js';
import * as trades from '#support/trades-target.js';
import { ORDERS_PAGE_SIZE, TRADES_PAGE_SIZE } from '#spec-constants';
import type { Check, CheckContext, CheckOutcome, Query } from '#types';

const PAGE_SIZE_DEFAULT_CODES = {
  'default-page-size': 'pageSize omitted returned another number of records than the default page size (when more match)',
} as const;

/** Where the default page size is probed: for messages, and what an empty page 2 means there. */
interface PageSizeDefaultMode {
  /** e.g. `by orderIdAfter=123`; default the busiest 90-day window. */
  name: string;
  /** The outcome when page 2 of the default size is empty (default: unobservable); given the answer without pageSize. */
  whenOnePage?(omitted: readonly ListRecord[]): CheckOutcome | undefined;
}

const BUSIEST_WINDOW: PageSizeDefaultMode = { name: 'in the busiest 90-day window found' };

/** `ctx` whose every request is sent again (no recorded answer read): a confirmation. */
const freshly = (ctx: CheckContext): CheckContext => ({
  ...ctx,
  http: { get: (path, query, options) => ctx.http.get(path, query, { ...options, fresh: true }) },
});

/** A default smaller than the data and the default allow: page 1 of the default size holds more than the answer without pageSize. */
async function shortDefault(
  ctx: CheckContext,
  target: ListTarget,
  query: Query,
): Promise<{ omitted: number; first: number; evidence: CheckOutcome['evidence'] } | undefined> {
  const d = target.defaultPageSize;
  const [first, omitted] = await Promise.all([fetchRecords(ctx, target.path, { ...query, page: 1, pageSize: d }), fetchRecords(ctx, target.path, query)]);
  if (!first.ok || !omitted.ok || omitted.items.length >= first.items.length) return undefined;
  return {
    omitted: omitted.items.length,
    first: first.items.length,
    evidence: [
      omitted.exchange.evidence({ expected: `${first.items.length} records (page 1 of size ${d} holds them)`, actual: `${omitted.items.length} records` }),
      first.exchange.evidence(),
    ],
  };
}

/**
 * Without pageSize, exactly the default number of records when more than that match. Page 2 of the
 * default size shows whether more match. When it is empty, the default still shows when the answer
 * without pageSize holds fewer records than page 1 of the default size (the data has them and the
 * default allows them): confirmed on fresh answers (records arrive in an open mode), then a
 * failure; otherwise the default is not seen, never passed.
 */
async function pageSizeDefaultRule(ctx: CheckContext, target: ListTarget, query: Query, mode = BUSIEST_WINDOW): Promise<CheckOutcome> {
  const d = target.defaultPageSize;
  const [beyond, omitted] = await Promise.all([fetchRecords(ctx, target.path, { ...query, page: 2, pageSize: d }), fetchRecords(ctx, target.path, query)]);
  if (!beyond.ok) return beyond.outcome;
  if (!omitted.ok) return omitted.outcome;
  if (beyond.items.length === 0) {
    const short = (await shortDefault(ctx, target, query)) && (await shortDefault(freshly(ctx), target, query));
    if (short) {
      return failed(
        'default-page-size',
        `${mode.name}, pageSize omitted returned ${short.omitted} ${target.label} although ${short.first} match (page 1 of size ${d}; default ${d})`,
        short.evidence ?? [],
      );
    }
    return (
      mode.whenOnePage?.(omitted.items) ??
      unobservable(`needs more than ${d} ${target.label} ${mode.name}; page 2 of size ${d} there is empty, so the default is not seen`)
    );
  }
  if (omitted.items.length !== d) {
    return failed(
      'default-page-size',
      `${mode.name}, pageSize omitted returned ${omitted.items.length} ${target.label} although more than ${d} match (default ${d})`,
      [omitted.exchange.evidence({ expected: `${d} records`, actual: `${omitted.items.length} records` })],
    );
  }
  return passed(`${mode.name}, pageSize omitted returned ${d} of more than ${d} ${target.label}`);
}

/** The discovered id with more than the default page size of discovered ids at or above it (else the lowest). */
function pivotId(records: readonly { id?: unknown }[]): string {
  const ids = records.map((r) => String(r.id));
  const mode = idOrderingFor(ids);
  const ascending = [...ids].sort((a, b) => compareIds(a, b, mode));
  return ascending[Math.max(0, ascending.length - (ORDERS_PAGE_SIZE.default + 10))]!;
}

/** More than 50 in the newest 90 days → exactly 50 without pageSize. */
export const ordersPageSizeDefault = {
  id: 'orders.page-size-default',
  title: 'GET /v1/orders without pageSize returns 50 orders when more match',
  requirements: ['ORD-LIST-PAGE-SIZE-DEFAULT', 'ORD-LIMIT-PAGE-SIZE'],
  codes: PAGE_SIZE_DEFAULT_CODES,
  codeRequirements: { 'default-page-size': ['ORD-LIST-PAGE-SIZE-DEFAULT', 'ORD-LIMIT-PAGE-SIZE'] },
  needs: { credentials: true, orders: ORDERS_PAGE_SIZE.default + 1 },
  section: orders.LIST_SECTION,
  endpoint: orders.LIST_ENDPOINT,
  run(ctx) {
    return orders.onOrdersWindow(ctx, 'recent', (target, query) => pageSizeDefaultRule(ctx, target, query));
  },
} as const satisfies Check;

/**
 * The default holds in the orderIdAfter mode too: asked by an id with more than 50 of the pair's
 * orders at or above it, without pageSize, exactly 50 come back. Page 2 of 50 shows that more match;
 * when it is empty the mode's default is not seen (never passed).
 */
export const ordersPageSizeDefaultByOrderIdAfter = {
  id: 'orders.page-size-default-by-order-id-after',
  title: 'GET /v1/orders by orderIdAfter without pageSize returns 50 orders when more match',
  requirements: ['ORD-LIST-PAGE-SIZE-DEFAULT', 'ORD-LIMIT-PAGE-SIZE'],
  codes: PAGE_SIZE_DEFAULT_CODES,
  codeRequirements: { 'default-page-size': ['ORD-LIST-PAGE-SIZE-DEFAULT', 'ORD-LIMIT-PAGE-SIZE'] },
  needs: { credentials: true, orders: ORDERS_PAGE_SIZE.default + 1 },
  section: orders.LIST_SECTION,
  endpoint: orders.LIST_ENDPOINT,
  run(ctx) {
    const target = ordersTargets(ctx, 1)[0];
    if (!target) return Promise.resolve(noData(noDataReason(ctx, 'orders')));
    const orderIdAfter = pivotId(target.records);
    return pageSizeDefaultRule(ctx, target, { ...target.base, orderIdAfter }, { name: `by orderIdAfter=${orderIdAfter}` });
  },
} as const satisfies Check;

export const tradesPageSizeDefault = {
  id: 'trades.page-size-default',
  title: 'GET /v1/trades: without pageSize returns 50 trades when more match',
  requirements: ['TRD-LIST-PAGE-SIZE-DEFAULT', 'TRD-LIMIT-PAGE-SIZE'],
  codes: PAGE_SIZE_DEFAULT_CODES,
  codeRequirements: { 'default-page-size': ['TRD-LIST-PAGE-SIZE-DEFAULT', 'TRD-LIMIT-PAGE-SIZE'] },
  needs: { credentials: true, trades: TRADES_PAGE_SIZE.default + 1 },
  section: trades.LIST_SECTION,
  endpoint: trades.LIST_ENDPOINT,
  run(ctx) {
    return trades.onTradesWindow(ctx, 'recent', (target, query) => pageSizeDefaultRule(ctx, target, query));
  },
} as const satisfies Check;

/**
 * The default holds in the createdAt mode too ("trades at this specific date"): on the busiest
 * discovered day, without pageSize, exactly 50 trades come back when more match. Asked as
 * trades.query-modes asks that mode (the newest trade's date-time, or the date when the date-time is
 * refused), so the answer without pageSize is the one it got. A server that reads createdAt as an
 * instant (OPEN-POINTS #12) holds no more than that instant's trades: the rule is moot there (not
 * applicable); a day of no more than 50 trades cannot show it (unobservable).
 */
export const tradesPageSizeDefaultByCreatedAt = {
  id: 'trades.page-size-default-by-created-at',
  title: 'GET /v1/trades by createdAt without pageSize returns 50 trades when more match',
  requirements: ['TRD-LIST-PAGE-SIZE-DEFAULT', 'TRD-LIMIT-PAGE-SIZE'],
  codes: PAGE_SIZE_DEFAULT_CODES,
  codeRequirements: { 'default-page-size': ['TRD-LIST-PAGE-SIZE-DEFAULT', 'TRD-LIMIT-PAGE-SIZE'] },
  needs: { credentials: true, trades: TRADES_PAGE_SIZE.default + 1 },
  section: trades.LIST_SECTION,
  endpoint: trades.LIST_ENDPOINT,
  run(ctx) {
    return trades.onTrades(ctx, async (target) => {
      const at = trades.newestOfBusiestDay(target.records);
      const day = at.slice(0, 10);
      const ofDay = target.records.filter((t) => createdAtOf(t)?.slice(0, 10) === day).length;
      const exact = exactDatetime(ctx, at);
      let query = { ...target.base, createdAt: exact ?? day };
      if (exact !== undefined) {
        const asked = await ctx.http.get(target.path, query);
        if (asked.status >= 400 && asked.status < 500) query = { ...target.base, createdAt: day };
      }
      return pageSizeDefaultRule(ctx, target, query, {
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
