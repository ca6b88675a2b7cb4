// The judgements of one query mode's probe, each a rule of the spec on the answers read
// (mode-reads.ts): ordering within and across pages, page sizes, overlaps and gaps, the defaults.
// Records created during the run and records tied in createdAt (OPEN-POINTS #15) are left out of
// comparisons they could upset.
import { compareIds, idOrderingFor, type SortOrder } from '@tarc/domain';
import type { CheckContext } from '#types';
import type { ListRecord } from '../list-target.js';
import type { Findings } from '../outcome.js';
import { newerThanRun } from '../timestamps.js';
import { idsOf, missingFrom, repeatedIds, showIds, tiedIds } from './collect.js';
import type { ModeAnswers } from './mode-reads.js';
import { keyOf, PAGES, SMALL, violation, type QueryMode } from './query-mode.js';

type Walk = ModeAnswers['desc'];

/** "default Desc": the answer with no order parameter is itself in descending order. True when it is not. */
export function judgeOmittedOrder(mode: QueryMode, omitted: ModeAnswers['omitted'], findings: Findings): boolean {
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

/**
 * Whether the answers show the server ignoring order, page and pageSize (OPEN-POINTS #1 allows it
 * beside trades `orderId`): a page of SMALL holds more, or the ascending page is the default answer.
 */
export function ignoresParams(omitted: readonly ListRecord[], desc: readonly ListRecord[][], asc: readonly ListRecord[][]): boolean {
  if ((desc[0]?.length ?? 0) > SMALL || (asc[0]?.length ?? 0) > SMALL) return true;
  const first = asc[0] ?? [];
  return omitted.length >= 2 && first.length === omitted.length && idsOf(first).join(',') === idsOf(omitted).join(',');
}

/** No page of a walk holds more records than the pageSize asked for. */
export function judgePageSizes(mode: QueryMode, walks: readonly Walk[], findings: Findings): void {
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
export function judgeWalk(ctx: CheckContext, mode: QueryMode, order: SortOrder, walk: Walk, findings: Findings): void {
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

/** Records that no comparison should judge left out: tied in createdAt with another, or created during the run. */
export function comparable(ctx: CheckContext, answers: ModeAnswers): (records: readonly ListRecord[]) => ListRecord[] {
  const { omitted, explicit, desc, big } = answers;
  const tied = tiedIds([...desc.items, ...big.items, ...omitted.items, ...explicit.items]);
  return (records) => records.filter((r) => !tied.has(String(r.id)) && !newerThanRun(ctx, r));
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

/** Consecutive pages neither repeat records nor miss any that one larger page holds. */
export function judgePagesAgainstOnePage(
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
 * The two lists of ids agree as far as both go: records that arrived between two requests push the
 * oldest off a full page, so after leaving them out one list may be shorter.
 */
function samePrefix(a: readonly string[], b: readonly string[]): boolean {
  const n = Math.min(a.length, b.length);
  return a.slice(0, n).join(',') === b.slice(0, n).join(',');
}

/**
 * pageSize omitted gives the default page size, and order omitted the records of order=DESC in
 * their order (unless the omitted answer was already found out of order).
 */
export function judgeDefaultPage(
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
