// Fetching one window of a transfer endpoint with the largest page, the base of most transfer rules.
import { fetchList } from '#support/fetch-list.js';
import { objectsOf } from '#support/objects.js';
import { noData, unobservable } from '#support/outcome.js';
import { dataWindow, datedRecords, sentWindow } from '#support/transfers.js';
import { TRANSFERS_PAGE_SIZE } from '#spec-constants';
import type { SentWindow, TransferEndpoint, TransferRecord } from '#support/transfers.js';
import { recentWindow } from '#support/query-datetimes.js';
import type { CheckContext, CheckOutcome, Exchange, Query } from '#types';

export interface WindowData {
  window: SentWindow;
  /** The JSON objects of the list (frozen: shared by the checks that read the same answer). */
  items: readonly TransferRecord[];
  /** The list as returned (for the schema check: whatever is not an object is a finding). */
  raw: unknown[];
  exchange: Exchange;
  /** The primary account's records found by discovery. */
  discovered: readonly TransferRecord[];
}

/**
 * The objects of a list, by list: the transfer rules read the same recorded answer of the data window
 * (one request, shared), so its views (objects, instants) are computed once.
 */
const objectViews = new WeakMap<readonly unknown[], readonly TransferRecord[]>();

function objectsIn(items: readonly unknown[]): readonly TransferRecord[] {
  let view = objectViews.get(items);
  if (!view) objectViews.set(items, (view = Object.freeze(objectsOf(items))));
  return view;
}

/**
 * The window holding the newest discovered records, read with pageSize=1000 (and `extra`).
 * An outcome instead when the account holds no records (no-data), none with a readable createdAt
 * (unobservable), or the list failed.
 */
export async function fetchDataWindow(ctx: CheckContext, endpoint: TransferEndpoint, extra: Query = {}): Promise<WindowData | CheckOutcome> {
  const discovered = await knownTransfers(ctx, endpoint);
  if (isOutcome(discovered)) return discovered;
  const window = dataWindow(ctx, discovered);
  // Page 1 named, as discovery reads its windows: on its newest window, this page is its answer.
  const list = await fetchList<unknown>(ctx, endpoint.path, {
    ...window.query,
    page: 1,
    pageSize: TRANSFERS_PAGE_SIZE.max,
    ...extra,
  });
  if (!list.ok) return list.outcome;
  return { window, items: objectsIn(list.items), raw: list.items, exchange: list.exchange, discovered };
}

/**
 * The discovered records with a readable createdAt. When discovery could not read the list at all,
 * the last 90 days are read now, so a list that fails is this check's failure (or a refusal), not
 * a silent gap.
 */
export async function knownTransfers(ctx: CheckContext, endpoint: TransferEndpoint): Promise<readonly TransferRecord[] | CheckOutcome> {
  let all: readonly unknown[] | undefined = endpoint.records(ctx.discovery.account);
  let where = `within the ${ctx.discovery.horizonDays}-day horizon`;
  if (all === undefined) {
    const recent = recentWindow(ctx);
    const list = await fetchList<unknown>(ctx, endpoint.path, { ...sentWindow(ctx, recent.after, recent.before).query, pageSize: TRANSFERS_PAGE_SIZE.max });
    if (!list.ok) return list.outcome;
    all = objectsOf(list.items);
    where = 'in the last 90 days (discovery could not read them)';
  }
  const records = datedRecords(all);
  if (records.length > 0) return records;
  if (all.length === 0) return noData(`the account holds no ${endpoint.noun} ${where}`);
  return unobservable(`none of the ${all.length} ${endpoint.noun} found ${where} carries a readable createdAt`);
}

export function isOutcome(value: unknown): value is CheckOutcome {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && 'status' in value;
}
