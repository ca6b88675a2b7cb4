// Fetching one window of a transfer endpoint with the largest page, the base of most transfer rules.
import { fetchList } from '../../../support/fetch-list.js';
import { objectsOf } from '../../../support/objects.js';
import { skipped } from '../../../support/outcome.js';
import { TRANSFER_PAGE_SIZE, dataWindow, discoveredTransfers } from '../../../support/transfers.js';
import type { SentWindow, TransferEndpoint, TransferRecord } from '../../../support/transfers.js';
import type { CheckContext, CheckOutcome, Exchange, Query } from '../../../types.js';

export interface WindowData {
  window: SentWindow;
  /** The JSON objects of the list. */
  items: TransferRecord[];
  /** The list as returned (for the schema check: whatever is not an object is a finding). */
  raw: unknown[];
  exchange: Exchange;
  /** The primary account's records found by discovery. */
  discovered: TransferRecord[];
}

/**
 * The window holding the newest discovered records, read with pageSize=1000 (and `extra`).
 * An outcome instead when discovery found no records (skipped) or the list failed.
 */
export async function fetchDataWindow(
  ctx: CheckContext,
  endpoint: TransferEndpoint,
  extra: Query = {},
): Promise<WindowData | CheckOutcome> {
  const discovered = discoveredTransfers(ctx, endpoint);
  if (!discovered.ok) return skipped(discovered.reason);
  const window = dataWindow(ctx, discovered.records);
  const list = await fetchList<unknown>(ctx, endpoint.path, {
    ...window.query,
    pageSize: TRANSFER_PAGE_SIZE.max,
    ...extra,
  });
  if (!list.ok) return list.outcome;
  return { window, items: objectsOf(list.items), raw: list.items, exchange: list.exchange, discovered: discovered.records };
}

export function isOutcome(value: WindowData | CheckOutcome): value is CheckOutcome {
  return 'status' in value;
}
