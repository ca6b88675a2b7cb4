// Shared helpers for checks. Import from here.
export { fetchList, fetchOne, listProblem } from './fetch-list.js';
export type { ListResult } from './fetch-list.js';
export { inOrder, sendAll } from './in-order.js';
export { createdAtViolation, idViolation } from './ordering.js';
export type { OrderViolation } from './ordering.js';
export {
  COMMON_CODES,
  ENGINE_CODES,
  Findings,
  failed,
  isFindingCode,
  noData,
  notApplicable,
  notConfigured,
  notEvaluated,
  passed,
  unobservable,
  withFindings,
} from './outcome.js';
export { isRefusal, judgeRefusal } from './refusal.js';
export { CONFIRMED, confirmFindings, freshContext } from './confirm.js';
export { walkPages } from './paging.js';
export type { PagesResult } from './paging.js';
export { runProperty } from './property.js';
export type { PropertyFailure, PropertyOptions } from './property.js';
export { RECORD_CODES, findingsOutcome, recordCode, recordFindings, recordFindingsByCode } from './records.js';
export type { RecordFinding } from './records.js';
export { MAX_RANGE_DAYS, datetime, recentWindow } from './windows.js';
