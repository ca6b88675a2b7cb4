// "page: default 1", "pageSize: … default 50": pages of one size are disjoint slices of one ordered
// result, never longer than pageSize, and together one larger page.
import type { ListTarget } from '#support/list-target.js';
import * as orders from '#support/orders-target.js';
import { Findings, noData } from '#support/outcome.js';
import { collect, fetchRecords, idsOf, missingFrom, repeatedIds, showIds, tiedIds } from '#support/probes/collect.js';
import { unlessOnePage } from '#support/probes/page-probes.js';
import * as trades from '#support/trades-target.js';
import type { Check, CheckContext, CheckOutcome, Query } from '#types';

const PAGING_CODES = {
  'page-over-page-size': 'a page holds more records than the pageSize asked for',
  'pages-overlap': 'consecutive pages repeat records',
  'pages-differ-from-large-page': 'consecutive small pages do not hold the records of one larger page',
} as const;

const SMALL = 7;
const PAGES = 4;

/**
 * Pages 1..4 of size 7 are each at most 7 long, share no record, and together hold the same
 * records as page 1 of size 28.
 */
async function pagingRule(ctx: CheckContext, target: ListTarget, query: Query): Promise<CheckOutcome> {
  const [walk, big] = await Promise.all([
    collect(ctx, target.path, query, SMALL, PAGES, { atOnce: true }),
    fetchRecords(ctx, target.path, { ...query, page: 1, pageSize: SMALL * PAGES }),
  ]);
  if (!walk.ok) return walk.outcome;
  if (!big.ok) return big.outcome;
  if (big.items.length === 0 && walk.items.length === 0) return noData(`no ${target.label} in the window probed`);
  const findings = new Findings(PAGING_CODES);
  walk.pages.forEach((page, i) => {
    if (page.length > SMALL) {
      findings.add(
        'page-over-page-size',
        `page ${i + 1} with pageSize ${SMALL} holds ${page.length} records`,
        walk.exchanges[i]!.evidence({
          expected: `at most ${SMALL} records`,
          actual: `${page.length} records`,
        }),
      );
    }
  });
  const tied = tiedIds([...walk.items, ...big.items]);
  const untied = (records: typeof walk.items) => records.filter((r) => !tied.has(String(r.id)));
  const repeated = repeatedIds(untied(walk.items));
  if (repeated.length > 0) {
    findings.add(
      'pages-overlap',
      `consecutive pages of size ${SMALL} repeat records ${showIds(repeated)}`,
      walk.exchanges[1]?.evidence({
        expected: 'disjoint pages',
        actual: `ids on more than one page: ${showIds(repeated)}`,
      }),
    );
  }
  const notInBig = missingFrom(untied(walk.items), big.items);
  const notInPages = missingFrom(untied(big.items), walk.items);
  if (notInBig.length > 0 || notInPages.length > 0) {
    findings.add(
      'pages-differ-from-large-page',
      `pages 1..${walk.pages.length} of size ${SMALL} do not hold the records of page 1 of size ${SMALL * PAGES}`,
      big.exchange.evidence({
        expected: `the ids of pages 1..${walk.pages.length} of size ${SMALL}: ${showIds(idsOf(walk.items), 8)}`,
        actual: `only on the large page: ${showIds(notInPages) || 'none'}; only on the small pages: ${showIds(notInBig) || 'none'}`,
      }),
    );
  }
  return findings.outcome(`${walk.pages.length} page(s) of ${SMALL} equal page 1 of ${SMALL * PAGES} (${big.items.length} ${target.label})`);
}

export const ordersPaging = {
  id: 'orders.paging',
  title: 'GET /v1/orders: consecutive pages are disjoint, within pageSize, and equal one larger page',
  requirements: ['ORD-LIST-PAGING', 'ORD-LIST-PAGE-SIZE-RANGE'],
  codes: PAGING_CODES,
  codeRequirements: {
    'page-over-page-size': ['ORD-LIST-PAGING', 'ORD-LIST-PAGE-SIZE-RANGE'],
    'pages-overlap': ['ORD-LIST-PAGING'],
    'pages-differ-from-large-page': ['ORD-LIST-PAGING'],
  },
  needs: { credentials: true, orders: 8 },
  section: orders.LIST_SECTION,
  endpoint: orders.LIST_ENDPOINT,
  run(ctx) {
    return orders.onOrdersWindow(ctx, 60, async (target, query) => unlessOnePage(ctx, target, query, SMALL, await pagingRule(ctx, target, query)));
  },
} as const satisfies Check;

export const tradesPaging = {
  id: 'trades.paging',
  title: 'GET /v1/trades: consecutive pages are disjoint, within pageSize, and equal one larger page',
  requirements: ['TRD-LIST-PAGING', 'TRD-LIST-PAGE-SIZE-RANGE'],
  codes: PAGING_CODES,
  codeRequirements: {
    'page-over-page-size': ['TRD-LIST-PAGING', 'TRD-LIST-PAGE-SIZE-RANGE'],
    'pages-overlap': ['TRD-LIST-PAGING'],
    'pages-differ-from-large-page': ['TRD-LIST-PAGING'],
  },
  needs: { credentials: true, trades: 8 },
  section: trades.LIST_SECTION,
  endpoint: trades.LIST_ENDPOINT,
  run(ctx) {
    return trades.onTradesWindow(ctx, 60, async (target, query) => unlessOnePage(ctx, target, query, SMALL, await pagingRule(ctx, target, query)));
  },
} as const satisfies Check;
