// Fetching a reference-data list. Whether these endpoints need credentials is "not shown"
// (OPEN-POINTS #6): a 401 or 403 to the run's credentials is judged by fetchList with the run's
// control request (not evaluated, `refused`, when the credentials are refused now; else the common
// finding refused-valid-credentials).
import { fetchList } from '#support/fetch-list.js';
import type { ListResult } from '#support/fetch-list.js';
import type { CheckContext } from '#types';

export function fetchReferenceList(ctx: CheckContext, path: string, query?: Record<string, string>): Promise<ListResult<Record<string, unknown>>> {
  return fetchList(ctx, path, query);
}
