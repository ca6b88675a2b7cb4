// The requests of one query mode's probe: the answer without order, page or pageSize (its fallback
// when refused), then the explicit first page and both walks, sent together.
import type { CheckContext, CheckOutcome, Query } from '#types';
import type { ListResult } from '../fetch-list.js';
import type { ListRecord } from '../list-target.js';
import { collect, fetchRecords, type Collected } from './collect.js';
import { PAGES, SMALL, type ModeSeen, type QueryMode } from './query-mode.js';

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
