// Shared helpers for checks. Import from here.
export { fetchList, fetchOne, listProblem } from './fetch-list.js';
export type { ListResult } from './fetch-list.js';
export { createdAtViolation, idViolation } from './ordering.js';
export type { OrderViolation } from './ordering.js';
export { Findings, failed, passed, skipped } from './outcome.js';
export { walkPages } from './paging.js';
export type { PagesResult } from './paging.js';
export { runProperty } from './property.js';
export type { PropertyFailure, PropertyOptions } from './property.js';
export { findingsOutcome, recordFindings } from './records.js';
export type { RecordFinding } from './records.js';
export { MAX_RANGE_DAYS, datetime, recentWindow } from './windows.js';
