// "page | INT | no | default 1": `page` omitted is page 1, and page 2 shares no record with it.
import type { ListRecord, ListTarget } from '#support/list-target.js';
import * as orders from '#support/orders-target.js';
import { Findings, noData } from '#support/outcome.js';
import { fetchRecords, idsOf, showIds, tiedIds } from '#support/probes/collect.js';
import { unlessOnePage } from '#support/probes/page-probes.js';
import * as trades from '#support/trades-target.js';
import type { Check, CheckContext, CheckOutcome, Query } from '#types';

const PAGE_DEFAULT_CODES = {
  'default-not-page-1': 'page omitted does not return page 1',
  'page-2-repeats-page-1': 'page 2 repeats records of page 1',
} as const;

/** The page size both reads use. */
const SIZE = 5;

/** `page` omitted is page 1: the same records in the same order; page 2 shares none with it. */
async function pageDefaultRule(ctx: CheckContext, target: ListTarget, query: Query): Promise<CheckOutcome> {
  const [omitted, first, second] = await Promise.all([
    fetchRecords(ctx, target.path, { ...query, pageSize: SIZE }),
    fetchRecords(ctx, target.path, { ...query, page: 1, pageSize: SIZE }),
    fetchRecords(ctx, target.path, { ...query, page: 2, pageSize: SIZE }),
  ]);
  if (!omitted.ok) return omitted.outcome;
  if (!first.ok) return first.outcome;
  if (!second.ok) return second.outcome;
  if (first.items.length === 0) return noData(`no ${target.label} in the window probed`);
  const findings = new Findings(PAGE_DEFAULT_CODES);
  // Same records in the same order; records tied in createdAt may swap (OPEN-POINTS #15).
  const tied = tiedIds([...omitted.items, ...first.items, ...second.items]);
  const untiedIds = (records: readonly ListRecord[]) =>
    idsOf(records)
      .filter((id) => !tied.has(id))
      .join(',');
  if (untiedIds(omitted.items) !== untiedIds(first.items) || omitted.items.length !== first.items.length) {
    findings.add(
      'default-not-page-1',
      'page omitted does not return page 1',
      omitted.exchange.evidence({
        expected: `page 1: ${showIds(idsOf(first.items))}`,
        actual: showIds(idsOf(omitted.items)) || 'no records',
      }),
    );
  }
  const onFirst = new Set(idsOf(first.items));
  const overlap = idsOf(second.items).filter((id) => onFirst.has(id) && !tied.has(id));
  if (overlap.length > 0) {
    findings.add(
      'page-2-repeats-page-1',
      `page 2 repeats records of page 1 (${showIds(overlap)})`,
      second.exchange.evidence({
        expected: 'page 2 disjoint from page 1',
        actual: `shared ids ${showIds(overlap)}`,
      }),
    );
  }
  return findings.outcome(`page omitted returned page 1 (${first.items.length} of ${target.label})`);
}

export const ordersPageDefault = {
  id: 'orders.page-default',
  title: 'GET /v1/orders without page returns page 1',
  requirements: ['ORD-LIST-PAGE-DEFAULT', 'ORD-LIMIT-PAGE-DEFAULT'],
  codes: PAGE_DEFAULT_CODES,
  codeRequirements: {
    'default-not-page-1': ['ORD-LIST-PAGE-DEFAULT', 'ORD-LIMIT-PAGE-DEFAULT'],
    'page-2-repeats-page-1': ['ORD-LIST-PAGE-DEFAULT', 'ORD-LIMIT-PAGE-DEFAULT'],
  },
  needs: { credentials: true, orders: 6 },
  section: orders.LIST_SECTION,
  endpoint: orders.LIST_ENDPOINT,
  run(ctx) {
    return orders.onOrdersWindow(ctx, 40, async (target, query) => unlessOnePage(ctx, target, query, SIZE, await pageDefaultRule(ctx, target, query)));
  },
} as const satisfies Check;

export const tradesPageDefault = {
  id: 'trades.page-default',
  title: 'GET /v1/trades: without page returns page 1',
  requirements: ['TRD-LIST-PAGE-DEFAULT', 'TRD-LIMIT-PAGE-DEFAULT'],
  codes: PAGE_DEFAULT_CODES,
  codeRequirements: {
    'default-not-page-1': ['TRD-LIST-PAGE-DEFAULT', 'TRD-LIMIT-PAGE-DEFAULT'],
    'page-2-repeats-page-1': ['TRD-LIST-PAGE-DEFAULT', 'TRD-LIMIT-PAGE-DEFAULT'],
  },
  needs: { credentials: true, trades: 6 },
  section: trades.LIST_SECTION,
  endpoint: trades.LIST_ENDPOINT,
  run(ctx) {
    return trades.onTradesWindow(ctx, 40, async (target, query) => unlessOnePage(ctx, target, query, SIZE, await pageDefaultRule(ctx, target, query)));
  },
} as const satisfies Check;
