// The requests of one query mode's probe: the answer without order, page or pageSize (its fallback
// when refused), then the explicit first page and both walks, sent together; and which of the
// records read a comparison may judge (the rule deciding the codes: checks/lists/query-modes.ts).
import { compareIds, idOrderingFor } from '@tarc/domain';
import type { CheckContext, CheckOutcome, Query } from '#types';
import type { ListResult } from '../fetch-list.js';
import type { ListRecord } from '../list-target.js';
import { newerThanRun } from '../timestamps.js';
import { collect, fetchRecords, idsOf, tiedIds, type Collected } from './collect.js';
import { keyOf, PAGES, SMALL, type ModeSeen, type QueryMode } from './query-mode.js';

type Listed = Extract<ListResult<ListRecord>, { ok: true }>;
type Walked = Extract<Collected, { ok: true }>;

/** Where a mode's probe stops: what it could see, or a check outcome (not evaluated). */
export type ModeStop = { stop: ModeSeen | CheckOutcome };

/** Every answer a mode's probe judges. */
export interface ModeAnswers {
  /** No order, page or pageSize. */
  omitted: Listed;
  /** order=DESC, page 1 of the default page size. */
  explicit: Listed;
  /** Pages of SMALL, each way. */
  desc: Walked;
  asc: Walked;
  /** One page of SMALL * PAGES, DESC. */
  big: Listed;
}

const isClientError = (status: number) => status >= 400 && status < 500;

/** The mode's answer without order, page or pageSize; the fallback's when the first is refused (4xx). */
export async function readOmitted(ctx: CheckContext, mode: QueryMode): Promise<{ query: Query; omitted: Listed } | ModeStop> {
  let query = mode.query;
  let omitted = await fetchRecords(ctx, mode.path, query);
  if (!omitted.ok && mode.fallback && isClientError(omitted.exchange.status)) {
    query = mode.fallback;
    omitted = await fetchRecords(ctx, mode.path, query);
  }
  if (omitted.ok) return { query, omitted };
  if (omitted.outcome.status === 'not-evaluated') return { stop: omitted.outcome };
  return { stop: { mode, seen: 'refused', words: `${mode.name}: answered ${omitted.exchange.status} (other checks judge the status)` } };
}

/** The explicit first page and both walks (pages of SMALL, expected to exist), sent together. */
export async function readOrdered(ctx: CheckContext, mode: QueryMode, query: Query, omitted: Listed): Promise<Omit<ModeAnswers, 'omitted'> | ModeStop> {
  const ordered = (order: 'ASC' | 'DESC') => ({ ...query, [mode.orderParam]: order });
  const explicitPage = fetchRecords(ctx, mode.path, { ...ordered('DESC'), page: 1, pageSize: mode.defaultPageSize });
  // Where order, page and pageSize may be refused beside the mode's parameter (OPEN-POINTS #1), the
  // walks wait for the explicit page: refused, it ends the mode, and the walks would ask nothing
  // the judgement reads.
  if (mode.paramsMayBeRefused) {
    const first = await explicitPage;
    if (!first.ok && isClientError(first.exchange.status)) {
      return {
        stop: {
          mode,
          seen: 'records',
          words: `${mode.name}: ${omitted.items.length} record(s); ${mode.orderParam}, page and pageSize refused beside it ("no other parameter may be sent", OPEN-POINTS #1)`,
        },
      };
    }
  }
  // A short answer without order is the mode's every record: the walks ask the pages it fills.
  const walk = { atOnce: true, ...(omitted.items.length < mode.defaultPageSize ? { knownRecords: omitted.items.length } : {}) };
  const [explicit, desc, asc, big] = await Promise.all([
    explicitPage,
    collect(ctx, mode.path, ordered('DESC'), SMALL, PAGES, walk),
    collect(ctx, mode.path, ordered('ASC'), SMALL, PAGES, walk),
    fetchRecords(ctx, mode.path, { ...ordered('DESC'), page: 1, pageSize: SMALL * PAGES }),
  ]);
  for (const r of [explicit, desc, asc, big]) {
    if (r.ok) continue;
    if (r.outcome.status === 'not-evaluated') return { stop: r.outcome };
    return {
      stop: {
        mode,
        seen: 'refused',
        words: `${mode.name}: ${r.outcome.message ?? 'not a list'} with ${mode.orderParam}, page or pageSize (other checks judge the status)`,
      },
    };
  }
  if (!desc.ok || !asc.ok || !big.ok || !explicit.ok) throw new Error('unreachable');
  return { explicit, desc, asc, big };
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

/** Records that no comparison should judge left out: tied in createdAt with another, or created during the run. */
export function comparable(ctx: CheckContext, answers: ModeAnswers): (records: readonly ListRecord[]) => ListRecord[] {
  const { omitted, explicit, desc, big } = answers;
  const tied = tiedIds([...desc.items, ...big.items, ...omitted.items, ...explicit.items]);
  return (records) => records.filter((r) => !tied.has(String(r.id)) && !newerThanRun(ctx, r));
}

/** Records from the newest down to the oldest record both lists reach (newest first: the older end gets pushed off). */
export function commonReach(key: QueryMode['key'], a: readonly ListRecord[], b: readonly ListRecord[]): (r: ListRecord) => boolean {
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
export function samePrefix(a: readonly string[], b: readonly string[]): boolean {
  const n = Math.min(a.length, b.length);
  return a.slice(0, n).join(',') === b.slice(0, n).join(',');
}
