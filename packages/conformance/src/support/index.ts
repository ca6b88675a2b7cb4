// Shared helpers for checks. Import from here.
export { fetchList, listProblem } from './fetch-list.js';
export type { ListResult } from './fetch-list.js';
export { inOrder } from './in-order.js';
export {
  Findings,
  failed,
  noData,
  passed,
  unobservable,
} from './outcome.js';
export { isRefusal, judgeRefusal } from './refusal.js';
export { walkPages } from './walk-pages.js';
export { RECORD_CODES, findingsOutcome, recordFindings } from './records.js';
export { datetime } from './query-datetimes.js';
