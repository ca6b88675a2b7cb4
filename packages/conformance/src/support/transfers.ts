// GET /v1/crypto-withdrawals and GET /v1/crypto-deposits share their query rules: one descriptor
// per endpoint lets a check be written once for both.
import { addDays, addMilliseconds, parseDateTimeInput } from '@tarc/domain';
import type { CryptoAsset, Instant } from '@tarc/domain';
import type { AccountData, CheckContext, Query } from '#types';
import { datetime } from './query-datetimes.js';
import { MAX_RANGE_DAYS, TRANSFERS_PAGE_SIZE } from '#spec-constants';
import { createdAtOf, createdInLast90Days } from './timestamps.js';

export type TransferRecord = Record<string, unknown>;

export interface TransferEndpoint {
  /** Plural noun for messages: `withdrawals`, `deposits`. */
  noun: 'withdrawals' | 'deposits';
  path: '/v1/crypto-withdrawals' | '/v1/crypto-deposits';
  kind: 'cryptoWithdrawal' | 'cryptoDeposit';
  records(data: AccountData): readonly TransferRecord[] | undefined;
}

export const WITHDRAWALS: TransferEndpoint = {
  noun: 'withdrawals',
  path: '/v1/crypto-withdrawals',
  kind: 'cryptoWithdrawal',
  records: (data) => data.withdrawals as unknown as readonly TransferRecord[] | undefined,
};

export const DEPOSITS: TransferEndpoint = {
  noun: 'deposits',
  path: '/v1/crypto-deposits',
  kind: 'cryptoDeposit',
  records: (data) => data.deposits as unknown as readonly TransferRecord[] | undefined,
};

export { createdAtOf };

/**
 * A date window as sent: the query parameters, and the instants the server reads from them (the
 * DATETIME format may drop digits, OPEN-POINTS #2). `exact` is true when nothing was dropped.
 */
export interface SentWindow {
  query: { createdAtAfter: string; createdAtBefore: string };
  after: Instant;
  before: Instant;
  exact: boolean;
}

export function sentWindow(ctx: CheckContext, after: Instant, before: Instant): SentWindow {
  const a = datetime(ctx, after);
  const b = datetime(ctx, before);
  const readAfter = parseDateTimeInput(a) ?? after;
  const readBefore = parseDateTimeInput(b) ?? before;
  return {
    query: { createdAtAfter: a, createdAtBefore: b },
    after: readAfter,
    before: readBefore,
    exact: readAfter === after && readBefore === before,
  };
}

/** "createdAtBefore: on or before this time", "createdAtAfter: after this time". */
export function inWindow(instant: Instant, window: { after: Instant; before: Instant }): boolean {
  return window.after < instant && instant <= window.before;
}

/**
 * The primary account's discovered records of this endpoint that carry a readable createdAt, or
 * why there are none (a reason to skip).
 */
export function discoveredTransfers(
  ctx: CheckContext,
  endpoint: TransferEndpoint,
): { ok: true; records: readonly TransferRecord[] } | { ok: false; reason: string } {
  const all = endpoint.records(ctx.discovery.account);
  if (all === undefined) {
    return { ok: false, reason: `discovery could not read the account's ${endpoint.noun}` };
  }
  const records = datedRecords(all);
  if (records.length === 0) {
    return { ok: false, reason: `no ${endpoint.noun} with a readable createdAt within the ${ctx.discovery.horizonDays}-day horizon` };
  }
  return { ok: true, records };
}

/** Views of discovery's lists, by list: a dozen checks ask for the same ones (computed once per run). */
const dated = new WeakMap<readonly unknown[], readonly TransferRecord[]>();
const instantViews = new WeakMap<readonly TransferRecord[], readonly Instant[]>();

/** The JSON objects of `all` that carry a readable createdAt, in their order (frozen: shared by every check that asks). */
export function datedRecords(all: readonly unknown[]): readonly TransferRecord[] {
  let view = dated.get(all);
  if (!view) {
    view = Object.freeze(all.filter((r): r is TransferRecord => r !== null && typeof r === 'object' && !Array.isArray(r) && createdAtOf(r) !== undefined));
    dated.set(all, view);
  }
  return view;
}

/** Distinct createdAt instants of the records, ascending (frozen: shared by every check that asks). */
export function instantsOf(records: readonly TransferRecord[]): readonly Instant[] {
  let view = instantViews.get(records);
  if (!view) {
    const set = new Set<Instant>();
    for (const r of records) {
      const t = createdAtOf(r);
      if (t !== undefined) set.add(t);
    }
    view = Object.freeze([...set].sort());
    instantViews.set(records, view);
  }
  return view;
}

/** Asset ids by crypto asset, and the asset of an id. */
export function assetsById(assets: readonly CryptoAsset[]): Map<string, CryptoAsset> {
  const map = new Map<string, CryptoAsset>();
  for (const asset of assets) if (asset && typeof asset.id === 'string') map.set(asset.id, asset);
  return map;
}

/** The id of a record as text for messages and set membership. */
export function idOf(record: unknown): string {
  if (record === null || typeof record !== 'object') return String(record);
  return String((record as { id?: unknown }).id);
}

/** One millisecond in 100 ns ticks, to step just past an instant. */
const STEP_MS = 1;

/**
 * A window of at most 90 days that holds the newest discovered records: it ends one millisecond
 * after the newest createdAt and starts 90 days before that, or just before the oldest record when
 * they span less. The service states no maximum range for transfers; staying within 90 days keeps
 * the checks clear of a limit that is not theirs to test. Where the run's last 90 days hold a full
 * page of the records, those days: discovery's newest window, whose first page of 1000 it read (the
 * same newest records either way), so that page is its answer.
 */
export function dataWindow(ctx: CheckContext, records: readonly TransferRecord[]): SentWindow {
  const now = ctx.discovery.now;
  if (createdInLast90Days(records, now) >= TRANSFERS_PAGE_SIZE.max) return sentWindow(ctx, addDays(now, -MAX_RANGE_DAYS), now);
  const instants = instantsOf(records);
  const newest = instants[instants.length - 1] ?? ctx.discovery.now;
  const oldest = instants[0] ?? addDays(newest, -MAX_RANGE_DAYS);
  const before = addMilliseconds(newest, STEP_MS);
  const limit = addDays(before, -MAX_RANGE_DAYS);
  const start = addMilliseconds(oldest, -STEP_MS);
  // biome-ignore lint/complexity/useMathMinMax: Instants are strings (ISO), Math.min/max would make numbers
  return sentWindow(ctx, start > limit ? start : limit, before);
}

/** The value most records carry, or undefined. */
function mostCommon(values: readonly (string | undefined)[]): string | undefined {
  const counts = new Map<string, number>();
  for (const v of values) if (v !== undefined) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0];
}

/** The discovered transfers' window, and the symbol most of them carry: the "with symbol" mode. */
export function symbolMode(
  ctx: CheckContext,
  endpoint: TransferEndpoint,
): { ok: false; reason: string } | { ok: true; records: readonly TransferRecord[]; window: Query; symbol: string | undefined } {
  const discovered = discoveredTransfers(ctx, endpoint);
  if (!discovered.ok) return discovered;
  const window = dataWindow(ctx, discovered.records).query;
  const assets = assetsById(ctx.discovery.cryptoAssets ?? []);
  const symbol = mostCommon(discovered.records.map((r: TransferRecord) => assets.get(String(r.assetId))?.currencySymbol));
  return { ok: true, records: discovered.records, window, symbol };
}
