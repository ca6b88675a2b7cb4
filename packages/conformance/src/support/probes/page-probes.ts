// "page: default 1", "pageSize: … default 50": pages are disjoint slices of one ordered result.
import type { CheckContext, CheckOutcome, Query } from '#types';
import type { ListRecord, ListTarget } from '../list-target.js';
import { Findings, failed, noData, passed, unobservable } from '../outcome.js';
import { collect, fetchRecords, idsOf, missingFrom, repeatedIds, showIds, tiedIds } from './collect.js';

/** The finding codes of pagingProbe, each with what it means (a check calling it declares these). */
export const PAGING_CODES = {
  'page-over-page-size': 'a page holds more records than the pageSize asked for',
  'pages-overlap': 'consecutive pages repeat records',
  'pages-differ-from-large-page': 'consecutive small pages do not hold the records of one larger page',
} as const;

/** The finding codes of pageDefaultProbe, each with what it means (a check calling it declares these). */
export const PAGE_DEFAULT_CODES = {
  'default-not-page-1': 'page omitted does not return page 1',
  'page-2-repeats-page-1': 'page 2 repeats records of page 1',
} as const;

/** The finding codes of pageSizeDefaultProbe, each with what it means (a check calling it declares these). */
export const PAGE_SIZE_DEFAULT_CODES = {
  'default-page-size': 'pageSize omitted returned another number of records than the default page size (when more match)',
} as const;

const SMALL = 7;
const PAGES = 4;

/**
 * Pages 1..4 of size 7 are each at most 7 long, share no record, and together hold the same
 * records as page 1 of size 28.
 */
export async function pagingProbe(ctx: CheckContext, target: ListTarget, query: Query): Promise<CheckOutcome> {
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

/** `page` omitted is page 1: the same records in the same order; page 2 shares none with it. */
export async function pageDefaultProbe(ctx: CheckContext, target: ListTarget, query: Query): Promise<CheckOutcome> {
  const size = 5;
  const [omitted, first, second] = await Promise.all([
    fetchRecords(ctx, target.path, { ...query, pageSize: size }),
    fetchRecords(ctx, target.path, { ...query, page: 1, pageSize: size }),
    fetchRecords(ctx, target.path, { ...query, page: 2, pageSize: size }),
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

/** Where the default page size is probed: for messages, and what an empty page 2 means there. */
interface PageSizeDefaultMode {
  /** e.g. `by orderIdAfter=123`; default the busiest 90-day window. */
  name: string;
  /** The outcome when page 2 of the default size is empty (default: unobservable); given the answer without pageSize. */
  whenOnePage?(omitted: readonly ListRecord[]): CheckOutcome | undefined;
}

const BUSIEST_WINDOW: PageSizeDefaultMode = { name: 'in the busiest 90-day window found' };

/**
 * Without pageSize, exactly the default number of records when more than that match. Page 2 of the
 * default size shows whether more match: when it is empty the default is not seen, never passed.
 */
export async function pageSizeDefaultProbe(ctx: CheckContext, target: ListTarget, query: Query, mode = BUSIEST_WINDOW): Promise<CheckOutcome> {
  const d = target.defaultPageSize;
  const [beyond, omitted] = await Promise.all([fetchRecords(ctx, target.path, { ...query, page: 2, pageSize: d }), fetchRecords(ctx, target.path, query)]);
  if (!beyond.ok) return beyond.outcome;
  if (!omitted.ok) return omitted.outcome;
  if (beyond.items.length === 0) {
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
