// Every rule in every query mode (issue 12): a list endpoint's ordering ("ordered by createdAt", or
// "by id" with orderIdAfter), default order ("default Desc"), default page size and paging are
// probed in each of its modes, not only in one: orders by window and by orderIdAfter, trades by
// window, by createdAt and by orderId, transfers with and without each filter; within pages and
// across their boundaries. Ordering is non-strict and records tied in createdAt are left out of
// comparisons (OPEN-POINTS #15), as are records created during the run.
import { compareIds, idOrderingFor, type SortOrder } from '@tarc/domain';
import { confirmFindings } from '#support/confirm.js';
import { inOrder } from '#support/in-order.js';
import { type ListRecord, noDataReason, ordersTargets, recentDataWindow, tradesTarget, windowQuery } from '#support/list-target.js';
import * as orders from '#support/orders-target.js';
import { Findings, noData, unobservable } from '#support/outcome.js';
import { idsOf, missingFrom, repeatedIds, showIds } from '#support/probes/collect.js';
import { comparable, commonReach, ignoresParams, type ModeAnswers, readOmitted, readOrdered, samePrefix } from '#support/probes/mode-reads.js';
import { keyOf, type ModeSeen, PAGES, type QueryMode, SMALL, violation } from '#support/probes/query-mode.js';
import { exactDatetime, newerThanRun } from '#support/timestamps.js';
import * as trades from '#support/trades-target.js';
import { DEPOSITS, symbolMode, type TransferEndpoint, WITHDRAWALS } from '#support/transfers.js';
import { TRANSFERS_PAGE_SIZE } from '#spec-constants';
import type { Check, CheckContext, CheckOutcome } from '#types';

const MODE_CODES = {
  'unordered-within-page': 'in some query mode, a page is not in the order asked for',
  'unordered-across-pages': 'in some query mode, consecutive pages are not in order across their boundary',
  'page-over-page-size': 'in some query mode, a page holds more records than the pageSize asked for',
  'pages-overlap': 'in some query mode, consecutive pages repeat records',
  'pages-gap': 'in some query mode, consecutive small pages do not hold the records of one larger page',
  'default-order-not-desc': 'in some query mode, the order parameter omitted does not give descending order (DESC is the default)',
  'default-page-size': 'in some query mode, pageSize omitted returned another number of records than the default page size',
} as const;

type Walk = ModeAnswers['desc'];

/** "default Desc": the answer with no order parameter is itself in descending order. True when it is not. */
function judgeOmittedOrder(mode: QueryMode, omitted: ModeAnswers['omitted'], findings: Findings): boolean {
  const unordered = violation(omitted.items, mode.key, 'DESC');
  if (unordered) {
    findings.add(
      'default-order-not-desc',
      `${mode.name}, ${mode.orderParam} omitted: ${mode.key} ${unordered.current} comes after ${unordered.previous} ("default Desc")`,
      omitted.exchange.evidence({ expected: `${mode.key} non-increasing (ties in any order)`, actual: `${unordered.previous} then ${unordered.current}` }),
    );
  }
  return Boolean(unordered);
}

/** No page of a walk holds more records than the pageSize asked for. */
function judgePageSizes(mode: QueryMode, walks: readonly Walk[], findings: Findings): void {
  for (const walk of walks) {
    walk.pages.forEach((page, i) => {
      if (page.length > SMALL) {
        findings.add(
          'page-over-page-size',
          `${mode.name}: page ${i + 1} of pageSize=${SMALL} holds ${page.length} records`,
          walk.exchanges[i]!.evidence({ expected: `at most ${SMALL} records`, actual: `${page.length} records` }),
        );
      }
    });
  }
}

/** Ordering within each page and across each page boundary of one walk. */
function judgeWalk(ctx: CheckContext, mode: QueryMode, order: SortOrder, walk: Walk, findings: Findings): void {
  const { pages, exchanges } = walk;
  const expected = `${mode.key} ${order === 'ASC' ? 'non-decreasing' : 'non-increasing'} (ties in any order)`;
  pages.forEach((page, i) => {
    const v = violation(page, mode.key, order);
    if (v) {
      findings.add(
        'unordered-within-page',
        `${mode.name}, ${mode.orderParam}=${order}: page ${i + 1} has ${mode.key} ${v.current} after ${v.previous}`,
        exchanges[i]!.evidence({ expected, actual: `${v.previous} then ${v.current}` }),
      );
    }
    const next = pages[i + 1];
    if (next && page.length > 0 && next.length > 0) {
      const edge = [page[page.length - 1]!, next[0]!];
      // Pages are read one after another: a record created during the run may lead a later page.
      if (violation(edge, mode.key, order) && !edge.some((r) => newerThanRun(ctx, r))) {
        findings.add(
          'unordered-across-pages',
          `${mode.name}, ${mode.orderParam}=${order}: page ${i + 2} starts with ${mode.key} ${keyOf(next[0]!, mode.key)} after page ${i + 1} ended with ${keyOf(page[page.length - 1]!, mode.key)}`,
          exchanges[i + 1]!.evidence({
            expected: `${expected}, across the page boundary`,
            actual: `${keyOf(edge[0]!, mode.key)} then ${keyOf(edge[1]!, mode.key)}`,
          }),
        );
      }
    }
  });
}

/** Consecutive pages neither repeat records nor miss any that one larger page holds. */
function judgePagesAgainstOnePage(
  ctx: CheckContext,
  mode: QueryMode,
  answers: ModeAnswers,
  untied: (records: readonly ListRecord[]) => ListRecord[],
  findings: Findings,
): void {
  const { omitted, explicit, desc, asc, big } = answers;
  const repeated = repeatedIds(untied(desc.items));
  // Each record that arrived during the run pushes one record onto the next page too.
  const arrivedDuringRun = new Set(
    [...omitted.items, ...explicit.items, ...desc.items, ...asc.items, ...big.items].filter((r) => newerThanRun(ctx, r)).map((r) => String(r.id)),
  ).size;
  if (repeated.length > arrivedDuringRun) {
    findings.add(
      'pages-overlap',
      `${mode.name}: pages of ${SMALL} repeat records ${showIds(repeated)}`,
      desc.exchanges[1]?.evidence({ expected: 'disjoint pages', actual: `on more than one page: ${showIds(repeated)}` }),
    );
  }
  // With records arriving during the run, each list's oldest end may be pushed off: compared as far as both reach.
  const reach = arrivedDuringRun > 0 ? commonReach(mode.key, untied(desc.items), untied(big.items)) : () => true;
  const onlyBig = missingFrom(untied(big.items).filter(reach), desc.items);
  const onlyPages = missingFrom(untied(desc.items).filter(reach), big.items);
  if (onlyBig.length > 0 || onlyPages.length > 0) {
    findings.add(
      'pages-gap',
      `${mode.name}: pages 1..${desc.pages.length} of ${SMALL} do not hold the records of page 1 of ${SMALL * PAGES}`,
      big.exchange.evidence({
        expected: `the records of the pages of ${SMALL}: ${showIds(idsOf(desc.items), 8)}`,
        actual: `only on the large page: ${showIds(onlyBig) || 'none'}; only on the small pages: ${showIds(onlyPages) || 'none'}`,
      }),
    );
  }
}

/**
 * pageSize omitted gives the default page size, and order omitted the records of order=DESC in
 * their order (unless the omitted answer was already found out of order).
 */
function judgeDefaultPage(
  ctx: CheckContext,
  mode: QueryMode,
  { omitted, explicit }: Pick<ModeAnswers, 'omitted' | 'explicit'>,
  omittedUnordered: boolean,
  untied: (records: readonly ListRecord[]) => ListRecord[],
  findings: Findings,
): void {
  const settledCount = (records: readonly ListRecord[]) => records.filter((r) => !newerThanRun(ctx, r)).length;
  if (omitted.items.length !== explicit.items.length && settledCount(omitted.items) !== settledCount(explicit.items)) {
    findings.add(
      'default-page-size',
      `${mode.name}: pageSize omitted returned ${omitted.items.length} records, pageSize=${mode.defaultPageSize} (the default) ${explicit.items.length}`,
      omitted.exchange.evidence({
        expected: `${explicit.items.length} records, as with pageSize=${mode.defaultPageSize}`,
        actual: `${omitted.items.length} records`,
      }),
    );
  } else if (!omittedUnordered && omitted.items.length === explicit.items.length && !samePrefix(idsOf(untied(omitted.items)), idsOf(untied(explicit.items)))) {
    findings.add(
      'default-order-not-desc',
      `${mode.name}: ${mode.orderParam} omitted does not return the records of ${mode.orderParam}=DESC in their order ("default Desc")`,
      omitted.exchange.evidence({ expected: `as ${mode.orderParam}=DESC: ${showIds(idsOf(explicit.items))}`, actual: showIds(idsOf(omitted.items)) }),
    );
  }
}

/** Probes one mode, adding its findings; says what it could see. */
async function probeMode(ctx: CheckContext, mode: QueryMode, findings: Findings): Promise<ModeSeen | CheckOutcome> {
  const first = await readOmitted(ctx, mode);
  if ('stop' in first) return first.stop;
  const { query, omitted } = first;
  const omittedUnordered = judgeOmittedOrder(mode, omitted, findings);
  const rest = await readOrdered(ctx, mode, query, omitted);
  if ('stop' in rest) return rest.stop;
  const answers = { omitted, ...rest };
  const { explicit, desc, asc } = answers;
  if (omitted.items.length === 0 && explicit.items.length === 0) return { mode, seen: 'empty', words: `${mode.name}: no records` };
  if (mode.paramsMayBeRefused && query === mode.query && ignoresParams(omitted.items, desc.pages, asc.pages)) {
    return {
      mode,
      seen: 'records',
      words: `${mode.name}: ${omitted.items.length} record(s); ${mode.orderParam}, page and pageSize ignored beside it (the other reading of "no other parameter may be sent", OPEN-POINTS #1)`,
    };
  }
  judgePageSizes(mode, [desc, asc], findings);
  judgeWalk(ctx, mode, 'DESC', desc, findings);
  judgeWalk(ctx, mode, 'ASC', asc, findings);
  const untied = comparable(ctx, answers);
  judgePagesAgainstOnePage(ctx, mode, answers, untied, findings);
  judgeDefaultPage(ctx, mode, answers, omittedUnordered, untied, findings);
  const count = Math.max(omitted.items.length, explicit.items.length);
  // Pages show an order only between records that are not tied (OPEN-POINTS #15).
  if (desc.pages.filter((p) => p.length > 0).length >= 2 && new Set(desc.items.map((r) => keyOf(r, mode.key))).size >= 2) {
    return { mode, seen: 'pages', words: `${mode.name}: ${count} record(s), ${desc.pages.length} pages of ${SMALL} each way` };
  }
  return { mode, seen: 'records', words: `${mode.name}: ${count} record(s), one page of ${SMALL}` };
}

/**
 * Probes every mode. Evaluated when every mode answered with records, and pages were compared in
 * every mode expected to hold several; otherwise not evaluated, saying what each mode showed.
 */
export async function modesOutcome(ctx: CheckContext, modes: readonly QueryMode[], what: string): Promise<CheckOutcome> {
  const findings = new Findings();
  const seen: ModeSeen[] = [];
  // Every mode at once, each confirmed on its own (records arriving between the requests can shift
  // pages or counts: a violation must repeat), judged in the modes' order.
  const probe = async (mode: QueryMode) => {
    const first = new Findings();
    const result = await probeMode(ctx, mode, first);
    if ('status' in result) return { result, confirmed: [] };
    let stopped: CheckOutcome | undefined;
    const confirmed = await confirmFindings(ctx, first.all(), async (fresh) => {
      const again = new Findings();
      const second = await probeMode(fresh, mode, again);
      if ('status' in second) stopped = second;
      return again.all();
    });
    return { result, stopped, confirmed };
  };
  for await (const [, { result, stopped, confirmed }] of inOrder(modes, probe)) {
    if ('status' in result) return result;
    if (stopped) return stopped;
    for (const f of confirmed) findings.add(f.code, f.message, f.evidence);
    seen.push(result);
  }
  const words = seen.map((s) => s.words).join('; ');
  if (findings.count > 0) return findings.outcome();
  const unseen = seen.filter((s) => s.seen === 'empty' || s.seen === 'refused' || (s.mode.pages && s.seen !== 'pages'));
  if (unseen.length > 0) {
    return unobservable(`${what}: ${unseen.map((s) => s.mode.name).join(', ')} could not be seen across pages (${words})`);
  }
  return findings.outcome(`${what}, in every mode: ${words}`);
}

/** At least this many discovered orders have an id at or above the orderIdAfter sent, so its mode spans pages. */
const AT_OR_ABOVE = 10;

/** The id with AT_OR_ABOVE discovered ids at or above it, in the ordering ids are compared by (OPEN-POINTS #10). */
function pivotId(records: readonly { id?: unknown }[]): string {
  const ids = records.map((r) => String(r.id));
  const mode = idOrderingFor(ids);
  const ascending = [...ids].sort((a, b) => compareIds(a, b, mode));
  return ascending[Math.max(0, ascending.length - AT_OR_ABOVE)]!;
}

/**
 * "when set, the response is ordered by id, otherwise by createdAt", "order … default Desc",
 * "pageSize … default 50", "page … default 1": in both modes of GET /v1/orders, by window and by
 * orderIdAfter, in both directions, within pages and across their boundaries.
 */
export const ordersQueryModes = {
  id: 'orders.query-modes',
  title: 'GET /v1/orders: ordering, default order, default page size and paging hold by window and by orderIdAfter, across page boundaries',
  requirements: ['ORD-LIST-ORDERED', 'ORD-LIST-ORDER', 'ORD-LIST-PAGING', 'ORD-LIST-PAGE-SIZE-DEFAULT'],
  codes: MODE_CODES,
  codeRequirements: {
    'unordered-within-page': ['ORD-LIST-ORDERED', 'ORD-LIST-ORDER'],
    'unordered-across-pages': ['ORD-LIST-ORDERED', 'ORD-LIST-ORDER'],
    'default-order-not-desc': ['ORD-LIST-ORDERED', 'ORD-LIST-ORDER'],
    'page-over-page-size': ['ORD-LIST-PAGING'],
    'pages-overlap': ['ORD-LIST-PAGING'],
    'pages-gap': ['ORD-LIST-PAGING'],
    'default-page-size': ['ORD-LIST-PAGE-SIZE-DEFAULT'],
  },
  needs: { credentials: true, orders: 3 },
  section: orders.LIST_SECTION,
  endpoint: orders.LIST_ENDPOINT,
  async run(ctx) {
    const target = ordersTargets(ctx, 1)[0];
    if (!target) return noData(noDataReason(ctx, 'orders'));
    const common = { path: target.path, orderParam: 'order', defaultPageSize: target.defaultPageSize, pages: true } as const;
    return modesOutcome(
      ctx,
      [
        { ...common, name: 'by window', query: { ...target.base, ...windowQuery(ctx, recentDataWindow(target)) }, key: 'createdAt' },
        { ...common, name: 'by orderIdAfter', query: { ...target.base, orderIdAfter: pivotId(target.records) }, key: 'id' },
      ],
      target.label,
    );
  },
} as const satisfies Check;

/** The order whose discovered trades carry the most distinct createdAt values (ordering shows on them). */
function busiestOrder(records: readonly ListRecord[]): string | undefined {
  const instants = new Map<string, Set<string>>();
  for (const t of records) {
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
  codeRequirements: {
    'unordered-within-page': ['TRD-LIST-ORDERED', 'TRD-LIST-ORDER'],
    'unordered-across-pages': ['TRD-LIST-ORDERED', 'TRD-LIST-ORDER'],
    'default-order-not-desc': ['TRD-LIST-ORDERED', 'TRD-LIST-ORDER'],
    'page-over-page-size': ['TRD-LIST-PAGING'],
    'pages-overlap': ['TRD-LIST-PAGING'],
    'pages-gap': ['TRD-LIST-PAGING'],
    'default-page-size': ['TRD-LIST-PAGE-SIZE-DEFAULT'],
  },
  needs: { credentials: true, trades: 3 },
  section: trades.LIST_SECTION,
  endpoint: trades.LIST_ENDPOINT,
  async run(ctx) {
    const target = tradesTarget(ctx);
    if (!target) return noData(noDataReason(ctx, 'trades'));
    const window = windowQuery(ctx, recentDataWindow(target));
    const at = trades.newestOfBusiestDay(target.records);
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

async function queryModesRule(ctx: CheckContext, endpoint: TransferEndpoint): Promise<CheckOutcome> {
  const discovered = symbolMode(ctx, endpoint);
  if (!discovered.ok) return noData(discovered.reason);
  const { window, symbol } = discovered;
  const common = { path: endpoint.path, orderParam: 'orderBy', defaultPageSize: TRANSFERS_PAGE_SIZE.default, key: 'createdAt' } as const;
  const modes: QueryMode[] = [{ ...common, name: 'by window', query: window, pages: true }];
  if (symbol !== undefined) modes.push({ ...common, name: `with symbol=${symbol}`, query: { ...window, symbol }, pages: false });
  const reference = discovered.records.find((r) => typeof r.externalTransactionId === 'string')?.externalTransactionId;
  if (endpoint.noun === 'withdrawals' && typeof reference === 'string') {
    modes.push({ ...common, name: 'with externalTransactionId', query: { ...window, externalTransactionId: reference }, pages: false });
  }
  return modesOutcome(ctx, modes, endpoint.noun);
}

export const withdrawalsQueryModes = {
  id: 'crypto-transfers.withdrawals-query-modes',
  title: 'Withdrawals: ordering, default order, default page size and paging hold in every filter mode, across page boundaries',
  requirements: ['WDR-LIST', 'WDR-ORDER-BY', 'WDR-PAGE', 'WDR-PAGE-SIZE'],
  codes: MODE_CODES,
  codeRequirements: {
    'unordered-within-page': ['WDR-LIST', 'WDR-ORDER-BY'],
    'unordered-across-pages': ['WDR-LIST', 'WDR-ORDER-BY'],
    'default-order-not-desc': ['WDR-LIST', 'WDR-ORDER-BY'],
    'page-over-page-size': ['WDR-PAGE-SIZE'],
    'pages-overlap': ['WDR-PAGE'],
    'pages-gap': ['WDR-PAGE'],
    'default-page-size': ['WDR-PAGE-SIZE'],
  },
  needs: { credentials: true, withdrawals: 3 },
  section: 'Endpoints > GET /v1/crypto-withdrawals',
  endpoint: 'GET /v1/crypto-withdrawals',
  run(ctx) {
    return queryModesRule(ctx, WITHDRAWALS);
  },
} as const satisfies Check;

export const depositsQueryModes = {
  id: 'crypto-transfers.deposits-query-modes',
  title: 'Deposits: ordering, default order, default page size and paging hold in every filter mode, across page boundaries',
  requirements: ['DEP-LIST', 'DEP-ORDER-BY', 'DEP-PAGE', 'DEP-PAGE-SIZE'],
  codes: MODE_CODES,
  codeRequirements: {
    'unordered-within-page': ['DEP-LIST', 'DEP-ORDER-BY'],
    'unordered-across-pages': ['DEP-LIST', 'DEP-ORDER-BY'],
    'default-order-not-desc': ['DEP-LIST', 'DEP-ORDER-BY'],
    'page-over-page-size': ['DEP-PAGE-SIZE'],
    'pages-overlap': ['DEP-PAGE'],
    'pages-gap': ['DEP-PAGE'],
    'default-page-size': ['DEP-PAGE-SIZE'],
  },
  needs: { credentials: true, deposits: 3 },
  section: 'Endpoints > GET /v1/crypto-deposits',
  endpoint: 'GET /v1/crypto-deposits',
  run(ctx) {
    return queryModesRule(ctx, DEPOSITS);
  },
} as const satisfies Check;
