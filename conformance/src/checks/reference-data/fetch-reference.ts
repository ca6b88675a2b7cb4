// Fetching a reference-data list. Whether these endpoints need credentials is "not shown"
// (OPEN-POINTS #6), so a 401 or 403 is no failure of theirs: the check is skipped with the reason.
import { fetchList, skipped } from '../../support/index.js';
import type { ListResult } from '../../support/index.js';
import type { CheckContext } from '../../types.js';

export async function fetchReferenceList(ctx: CheckContext, path: string, query?: Record<string, string>): Promise<ListResult<Record<string, unknown>>> {
  const list = await fetchList(ctx, path, query);
  if (list.ok || (list.exchange.status !== 401 && list.exchange.status !== 403)) return list;
  return {
    ok: false,
    exchange: list.exchange,
    outcome: skipped(
      `GET ${path} was refused with ${list.exchange.status}; whether reference data needs credentials is not shown (OPEN-POINTS #6), so nothing is judged — run with accepted credentials`,
    ),
  };
}
