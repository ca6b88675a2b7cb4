// What a list check probes: an endpoint, the pairs it asks for, and the records discovery found for
// them. Chosen from discovery (never from a server's known data), busiest pairs first.
import { addDays } from '@tarc/domain';
import type { Instant } from '@tarc/domain';
import type { CheckContext, Query } from '#types';
import { datetime } from './query-datetimes.js';
import { ceilSecond, createdAtOf, createdInLast90Days, floorSecond, plusSeconds } from './timestamps.js';
import { pairSymbols } from './pair-symbols.js';
import { MAX_RANGE_DAYS, ORDERS_PAGE_SIZE, TRADES_PAGE_SIZE } from '#spec-constants';

export type ListRecord = Record<string, unknown> & { id?: unknown; createdAt?: unknown };

export interface ListTarget {
  endpoint: 'orders' | 'trades';
  path: '/v1/orders' | '/v1/trades';
  /** The parameters selecting the pairs (`pairSymbol`). */
  base: Query;
  /** Discovered records of those pairs, newest first (a bounded sample, not the whole account). */
  records: ListRecord[];
  /** "1 to 50" (orders), "1 to 1000" (trades). */
  maxPageSize: number;
  /** "default 50" for both. */
  defaultPageSize: number;
  /** For messages: `orders of BTCUSDT`. */
  label: string;
  /**
   * The instant the run started (`discovery.now`): windows end no later, so records that arrive while
   * the suite runs (live data) cannot enter them.
   */
  runStart?: Instant;
}

/**
 * A window's end: the run's start when the 90 days before it hold two full pages of the records
 * (discovery read those very pages: a check's first pages there are its answers, and the pages hold
 * the same newest records either way); else the whole second at or after the newest, but never after
 * the run started.
 */
function windowEnd(records: readonly ListRecord[], pageSize: number, runStart: Instant | undefined): Instant {
  if (endsAtRunStart(records, pageSize, runStart)) return runStart!;
  const before = ceilSecond(createdAtOf(records[0]!)!);
  return runStart !== undefined && before > runStart ? runStart : before;
}

function endsAtRunStart(records: readonly ListRecord[], pageSize: number, runStart: Instant | undefined): boolean {
  return runStart !== undefined && createdInLast90Days(records, runStart) >= 2 * pageSize;
}

function recentEnd(target: ListTarget): Instant {
  return windowEnd(target.records, target.maxPageSize, target.runStart);
}

/**
 * The end of the range the 90-day window checks probe: a whole second before the newest discovered
 * record, so that at least that record lies after createdAtBefore. A server answering past
 * createdAtBefore (a range replaced by the last 90 days up to now) then shows on any account, not
 * only on one whose records arrive during the run; the run's start would leave nothing after it.
 */
export function probedRangeEnd(target: ListTarget): Instant {
  return plusSeconds(floorSecond(createdAtOf(target.records[0]!)!), -1);
}

/**
 * The items of a list that are JSON objects. Anything else is the schema checks' finding; the
 * other probes look past it instead of tripping over it.
 */
export function asRecords(items: readonly unknown[]): ListRecord[] {
  return items.filter((item): item is ListRecord => item !== null && typeof item === 'object' && !Array.isArray(item));
}

/** A half-open window `after < createdAt <= before`. */
export interface Window {
  after: Instant;
  before: Instant;
}

/** The records that are objects with a readable createdAt, newest first. */
/** Sorted views of discovery's record lists, by list: every check asks for the same few (one sort per run). */
const sorted = new WeakMap<readonly ListRecord[], readonly ListRecord[]>();

function newestFirst(records: readonly ListRecord[]): ListRecord[] {
  const known = sorted.get(records);
  if (known) return known as ListRecord[];
  // Each createdAt is read once, not on every comparison (checks sort thousands of records).
  const dated: { record: ListRecord; at: Instant }[] = [];
  for (const record of records) {
    const at = record !== null && typeof record === 'object' ? createdAtOf(record) : undefined;
    if (at !== undefined) dated.push({ record, at });
  }
  // Shared by every check that asks: frozen, so none can change another's view.
  const view = Object.freeze(dated.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0)).map((d) => d.record));
  sorted.set(records, view);
  return view as ListRecord[];
}

/** Order targets, one per pair with discovered orders, most orders first; `[]` when none. */
export function ordersTargets(ctx: CheckContext, count = 1): ListTarget[] {
  const byPair = ctx.discovery.account.orders;
  if (!byPair) return [];
  return [...byPair.entries()]
    .map(([pairSymbol, orders]) => [pairSymbol, newestFirst(orders as unknown as ListRecord[])] as const)
    .filter(([, orders]) => orders.length > 0)
    .sort((a, b) => b[1].length - a[1].length || (a[0] < b[0] ? -1 : 1))
    .slice(0, count)
    .map(([pairSymbol, records]) => ({
      endpoint: 'orders',
      path: '/v1/orders',
      base: { pairSymbol },
      records,
      maxPageSize: ORDERS_PAGE_SIZE.max,
      defaultPageSize: ORDERS_PAGE_SIZE.default,
      label: `orders of ${pairSymbol}`,
      runStart: ctx.discovery.now,
    }));
}

/** The trades of up to `maxPairs` pairs with discovered trades (most trades first), or undefined. */
export function tradesTarget(ctx: CheckContext, maxPairs = 3): ListTarget | undefined {
  // The same few views for every check that asks, computed once per run (by discovery's trades).
  const source = ctx.discovery.account.trades;
  if (!source) return tradesTargetOf(ctx, maxPairs);
  let views = tradesTargets.get(source);
  if (!views) tradesTargets.set(source, (views = new Map()));
  if (!views.has(maxPairs)) views.set(maxPairs, tradesTargetOf(ctx, maxPairs));
  return views.get(maxPairs);
}

const tradesTargets = new WeakMap<readonly unknown[], Map<number, ListTarget | undefined>>();

function tradesTargetOf(ctx: CheckContext, maxPairs: number): ListTarget | undefined {
  const trades = newestFirst((ctx.discovery.account.trades ?? []) as unknown as ListRecord[]);
  if (trades.length === 0) return undefined;
  // A trade whose pairSymbol is no broker pair is the reference checks' finding; asking for it would
  // only earn a 400 here.
  const known = ctx.discovery.brokerPairs ? new Set(ctx.discovery.brokerPairs.map((p) => String(p.symbol))) : undefined;
  const counts = new Map<string, number>();
  for (const t of trades) {
    if (typeof t.pairSymbol !== 'string' || (known && !known.has(t.pairSymbol))) continue;
    counts.set(t.pairSymbol, (counts.get(t.pairSymbol) ?? 0) + 1);
  }
  const pairs = [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, maxPairs)
    .map(([p]) => p);
  if (pairs.length === 0) return undefined;
  // Shared by every check that asks: frozen, so none can change another's view.
  return Object.freeze({
    endpoint: 'trades',
    path: '/v1/trades',
    base: Object.freeze({ pairSymbol: Object.freeze(pairs) }),
    records: Object.freeze(trades.filter((t) => pairs.includes(String(t.pairSymbol)))) as ListRecord[],
    maxPageSize: TRADES_PAGE_SIZE.max,
    defaultPageSize: TRADES_PAGE_SIZE.default,
    label: `trades of ${pairs.join(', ')}`,
    runStart: ctx.discovery.now,
  });
}

/** The 90-day window ending at the newest discovered record (rounded up to a whole second). */
export function recentDataWindow(target: ListTarget): Window {
  const before = recentEnd(target);
  return { before, after: addDays(before, -MAX_RANGE_DAYS) };
}

/**
 * A window holding about the `n` newest discovered records (at most 90 days), with whole-second
 * bounds, so that a few pages hold all of it.
 */
export function denseWindow(target: ListTarget, n: number): Window {
  const records = target.records;
  const before = recentEnd(target);
  const last = createdAtOf(records[Math.min(n, records.length) - 1]!)!;
  let after = plusSeconds(floorSecond(last), -1);
  const limit = addDays(before, -MAX_RANGE_DAYS);
  if (after < limit) after = limit;
  return { before, after };
}

/** The window as query parameters in the configured DATETIME format. */
export function windowQuery(ctx: CheckContext, window: Window): Query {
  return { createdAtBefore: datetime(ctx, window.before), createdAtAfter: datetime(ctx, window.after) };
}

export function noDataReason(ctx: CheckContext, what: 'orders' | 'trades'): string {
  const notes = ctx.discovery.notes.length > 0 ? ` (discovery: ${ctx.discovery.notes.slice(0, 2).join('; ')})` : '';
  return `no ${what} were discovered for the account within the horizon of ${ctx.discovery.horizonDays} days${notes}`;
}

/**
 * A target for probes that need only a window, when discovery found no records (a server whose
 * paging is broken may hide them from discovery too): the first broker pairs and the last 90 days
 * of the run's clock. Undefined without broker pairs.
 */
export function blindTarget(ctx: CheckContext, endpoint: 'orders' | 'trades'): { target: ListTarget; window: Window } | undefined {
  const pairs = pairSymbols(ctx).slice(0, endpoint === 'orders' ? 1 : 3);
  if (pairs.length === 0) return undefined;
  const before = ctx.discovery.now;
  return {
    target: {
      endpoint,
      path: endpoint === 'orders' ? '/v1/orders' : '/v1/trades',
      base: { pairSymbol: endpoint === 'orders' ? pairs[0]! : pairs },
      records: [],
      maxPageSize: endpoint === 'orders' ? ORDERS_PAGE_SIZE.max : TRADES_PAGE_SIZE.max,
      defaultPageSize: endpoint === 'orders' ? ORDERS_PAGE_SIZE.default : TRADES_PAGE_SIZE.default,
      label: `${endpoint} of ${pairs.join(', ')} (none discovered)`,
    },
    window: { before, after: addDays(before, -MAX_RANGE_DAYS) },
  };
}

/**
 * The window a record sample is read from: the 90 days ending at the newest readable createdAt of
 * `records` (at the run's start when those days hold two pages of `pageSize`: see windowEnd), or at
 * the run's clock when none is readable (a broken timestamp must not hide the records from the checks
 * that report it).
 */
export function sampleWindow(ctx: CheckContext, records: readonly ListRecord[], pageSize: number): Window {
  const sorted = newestFirst(records);
  const before = sorted.length > 0 ? windowEnd(sorted, pageSize, ctx.discovery.now) : ctx.discovery.now;
  return { before, after: addDays(before, -MAX_RANGE_DAYS) };
}
