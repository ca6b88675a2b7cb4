// Every rule in every query mode (issue 12): a list endpoint's ordering, default order, default page
// size and paging are probed in each of its modes (orders by window and by orderIdAfter, trades by
// window, by createdAt and by orderId, transfers with and without each filter), not only in one.
// Ordering is non-strict and records tied in createdAt are left out of comparisons (OPEN-POINTS #15).
import { inOrder } from '../in-order.js';
import type { CheckContext, CheckOutcome } from '#types';
import { confirmFindings } from '../confirm.js';
import { Findings, unobservable } from '../outcome.js';
import { comparable, ignoresParams, judgeDefaultPage, judgeOmittedOrder, judgePageSizes, judgePagesAgainstOnePage, judgeWalk } from './mode-judgements.js';
import { readOmitted, readOrdered } from './mode-reads.js';
import { keyOf, SMALL, type ModeSeen, type QueryMode } from './query-mode.js';

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
