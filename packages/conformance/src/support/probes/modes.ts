// Every rule in every query mode (issue 12): a list endpoint's ordering, default order, default page
// size and paging are probed in each of its modes (orders by window and by orderIdAfter, trades by
// window, by createdAt and by orderId, transfers with and without each filter), not only in one.
// Ordering is non-strict and records tied in createdAt are left out of comparisons (OPEN-POINTS #15).
import { inOrder } from '../in-order.js';
import { compareIds, idOrderingFor, type SortOrder } from '@tarc/domain';
import type { CheckContext, CheckOutcome, Exchange, Query } from '../../types.js';
import type { ListRecord } from '../list-target.js';
import { createdAtViolation, idViolation } from '../ordering.js';
import { confirmFindings } from '../confirm.js';
import { newerThanRun } from '../timestamps.js';
import { Findings, unobservable } from '../outcome.js';
import { collect, fetchRecords, idsOf, missingFrom, repeatedIds, showIds, tiedIds } from './collect.js';

export interface QueryMode {
  /** For messages: `by orderIdAfter`, `with symbol`. */
  name: string;
  path: string;
  /** The mode's own parameters (no order, page or pageSize). */
  query: Query;
  /** When the first request of the mode is refused (4xx), the same aim in another reading. */
  fallback?: Query;
  /** What the mode is ordered by: "ordered by id" with orderIdAfter, else createdAt. */
  key: 'createdAt' | 'id';
  /** `order` (orders, trades) or `orderBy` (withdrawals, deposits). */
  orderParam: 'order' | 'orderBy';
  defaultPageSize: number;
  /** Whether the mode is expected to hold more than one page of SMALL (a reference filter is not). */
  pages: boolean;
  /** order, page and pageSize may be refused beside the mode's parameter (trades orderId, OPEN-POINTS #1). */
  paramsMayBeRefused?: boolean;
}

/** The codes of the query-mode probe, each with what it means. */
export const MODE_CODES = {
  'unordered-within-page': 'in some query mode, a page is not in the order asked for',
  'unordered-across-pages': 'in some query mode, consecutive pages are not in order across their boundary',
  'page-over-page-size': 'in some query mode, a page holds more records than the pageSize asked for',
  'pages-overlap': 'in some query mode, consecutive pages repeat records',
  'pages-gap': 'in some query mode, consecutive small pages do not hold the records of one larger page',
  'default-order-not-desc': 'in some query mode, the order parameter omitted does not give descending order (DESC is the default)',
  'default-page-size': 'in some query mode, pageSize omitted returned another number of records than the default page size',
} as const;

const SMALL = 2;
const PAGES = 3;

/** What one mode showed: `pages` when pages of SMALL were compared, `records` with fewer records. */
interface ModeSeen {
  mode: QueryMode;
  seen: 'pages' | 'records' | 'empty' | 'refused';
  words: string;
}

function violation(records: readonly ListRecord[], key: QueryMode['key'], order: SortOrder) {
  return key === 'id' ? idViolation(records, order).violation : createdAtViolation(records, order);
}

const keyOf = (r: ListRecord, key: QueryMode['key']) => String(key === 'id' ? r.id : r.createdAt);

/** Ordering within each page and across each page boundary of one walk. */
function judgeWalk(
  ctx: CheckContext,
  mode: QueryMode,
  order: SortOrder,
  pages: readonly ListRecord[][],
  exchanges: readonly Exchange[],
  findings: Findings,
): void {
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

/**
 * Whether the answers show the server ignoring order, page and pageSize (OPEN-POINTS #1 allows it
 * beside trades `orderId`): a page of SMALL holds more, or the ascending page is the default answer.
 */
function ignoresParams(omitted: readonly ListRecord[], desc: readonly ListRecord[][], asc: readonly ListRecord[][]): boolean {
  if ((desc[0]?.length ?? 0) > SMALL || (asc[0]?.length ?? 0) > SMALL) return true;
  const first = asc[0] ?? [];
  return omitted.length >= 2 && first.length === omitted.length && idsOf(first).join(',') === idsOf(omitted).join(',');
}

/** Records from the newest down to the oldest record both lists reach (newest first: the older end gets pushed off). */
function commonReach(key: QueryMode['key'], a: readonly ListRecord[], b: readonly ListRecord[]): (r: ListRecord) => boolean {
  const keys = [...a, ...b].map((r) => keyOf(r, key));
  const ordering = idOrderingFor(keys);
  const compare = (x: string, y: string) => (key === 'id' ? compareIds(x, y, ordering) : x < y ? -1 : x > y ? 1 : 0);
  const oldest = (list: readonly ListRecord[]) =>
    list.map((r) => keyOf(r, key)).reduce<string | undefined>((m, k) => (m === undefined || compare(k, m) < 0 ? k : m), undefined);
  const lowA = oldest(a),
    lowB = oldest(b);
  if (lowA === undefined || lowB === undefined) return () => true;
  const floor = compare(lowA, lowB) > 0 ? lowA : lowB;
  return (r) => compare(keyOf(r, key), floor) >= 0;
}

/**
 * The two lists of ids agree as far as both go: records that arrived between two requests push the
 * oldest off a full page, so after leaving them out one list may be shorter.
 */
function samePrefix(a: readonly string[], b: readonly string[]): boolean {
  const n = Math.min(a.length, b.length);
  return a.slice(0, n).join(',') === b.slice(0, n).join(',');
}

/** Probes one mode, adding its findings; says what it could see. */
async function probeMode(ctx: CheckContext, mode: QueryMode, findings: Findings): Promise<ModeSeen | CheckOutcome> {
  let query = mode.query;
  let omitted = await fetchRecords(ctx, mode.path, query);
  if (!omitted.ok && mode.fallback && omitted.exchange.status >= 400 && omitted.exchange.status < 500) {
    query = mode.fallback;
    omitted = await fetchRecords(ctx, mode.path, query);
  }
  if (!omitted.ok) {
    if (omitted.outcome.status === 'not-evaluated') return omitted.outcome;
    return { mode, seen: 'refused', words: `${mode.name}: answered ${omitted.exchange.status} (other checks judge the status)` };
  }
  // "default Desc": the answer with no order parameter is itself in descending order.
  const unordered = violation(omitted.items, mode.key, 'DESC');
  if (unordered) {
    findings.add(
      'default-order-not-desc',
      `${mode.name}, ${mode.orderParam} omitted: ${mode.key} ${unordered.current} comes after ${unordered.previous} ("default Desc")`,
      omitted.exchange.evidence({ expected: `${mode.key} non-increasing (ties in any order)`, actual: `${unordered.previous} then ${unordered.current}` }),
    );
  }
  const ordered = (order: SortOrder) => ({ ...query, [mode.orderParam]: order });
  const explicitPage = fetchRecords(ctx, mode.path, { ...ordered('DESC'), page: 1, pageSize: mode.defaultPageSize });
  // Where order, page and pageSize may be refused beside the mode's parameter (OPEN-POINTS #1), the
  // walks wait for the explicit page: refused, it ends the mode, and the walks would ask nothing
  // the judgement reads.
  if (mode.paramsMayBeRefused) {
    const first = await explicitPage;
    if (!first.ok && first.exchange.status >= 400 && first.exchange.status < 500) {
      return {
        mode,
        seen: 'records',
        words: `${mode.name}: ${omitted.items.length} record(s); ${mode.orderParam}, page and pageSize refused beside it ("no other parameter may be sent", OPEN-POINTS #1)`,
      };
    }
  }
  // Send first: the explicit page and both walks (pages of SMALL, expected to exist) go out together.
  // A short answer without order is the mode's every record: the walks ask the pages it fills.
  const walk = { atOnce: true, ...(omitted.items.length < mode.defaultPageSize ? { knownRecords: omitted.items.length } : {}) };
  const [explicit, desc, asc, big] = await Promise.all([
    explicitPage,
    collect(ctx, mode.path, ordered('DESC'), SMALL, PAGES, walk),
    collect(ctx, mode.path, ordered('ASC'), SMALL, PAGES, walk),
    fetchRecords(ctx, mode.path, { ...ordered('DESC'), page: 1, pageSize: SMALL * PAGES }),
  ]);
  for (const r of [explicit, desc, asc, big]) {
    if (!r.ok) {
      if (r.outcome.status === 'not-evaluated') return r.outcome;
      return {
        mode,
        seen: 'refused',
        words: `${mode.name}: ${r.outcome.message ?? 'not a list'} with ${mode.orderParam}, page or pageSize (other checks judge the status)`,
      };
    }
  }
  if (!desc.ok || !asc.ok || !big.ok || !explicit.ok) throw new Error('unreachable');
  if (omitted.items.length === 0 && explicit.items.length === 0) return { mode, seen: 'empty', words: `${mode.name}: no records` };
  if (mode.paramsMayBeRefused && query === mode.query && ignoresParams(omitted.items, desc.pages, asc.pages)) {
    return {
      mode,
      seen: 'records',
      words: `${mode.name}: ${omitted.items.length} record(s); ${mode.orderParam}, page and pageSize ignored beside it (the other reading of "no other parameter may be sent", OPEN-POINTS #1)`,
    };
  }

  for (const walk of [desc, asc]) {
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
  judgeWalk(ctx, mode, 'DESC', desc.pages, desc.exchanges, findings);
  judgeWalk(ctx, mode, 'ASC', asc.pages, asc.exchanges, findings);

  const tied = tiedIds([...desc.items, ...big.items, ...omitted.items, ...explicit.items]);
  // A record created after the run started (live data) is never a gap or an extra: it may have
  // arrived between two requests.
  const untied = (records: readonly ListRecord[]) => records.filter((r) => !tied.has(String(r.id)) && !newerThanRun(ctx, r));
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
  const live = arrivedDuringRun > 0;
  const reach = live ? commonReach(mode.key, untied(desc.items), untied(big.items)) : () => true;
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
  } else if (!unordered && omitted.items.length === explicit.items.length && !samePrefix(idsOf(untied(omitted.items)), idsOf(untied(explicit.items)))) {
    findings.add(
      'default-order-not-desc',
      `${mode.name}: ${mode.orderParam} omitted does not return the records of ${mode.orderParam}=DESC in their order ("default Desc")`,
      omitted.exchange.evidence({ expected: `as ${mode.orderParam}=DESC: ${showIds(idsOf(explicit.items))}`, actual: showIds(idsOf(omitted.items)) }),
    );
  }
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
