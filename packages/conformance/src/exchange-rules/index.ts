// The single-exchange rules, in the order they are applied. Codes are stable: reports and tests name them.
import { canceledListed, pageSizeExceeded, recordsForMissingRequired } from './lists.js';
import { filterMismatch, orderIdAfterBound } from './filters.js';
import { ordering } from './ordering.js';
import { refusalErrorKeys, refusalExpected } from './orders-refusal.js';
import { lookupId, notFoundWithoutErrors, problemBody } from './problems.js';
import {
  recordBuySign,
  recordCreatedByEmail,
  recordDecimalString,
  recordSymbolComposed,
  recordUpdatedBeforeCreated,
  recordEnum,
  recordFamilyId,
  recordFeeLevels,
  recordFields,
  recordForbiddenField,
  recordScale,
  recordTimestamp,
} from './records.js';
import { bareArray, jsonMediaType, noDataWithoutCredentials, serverError, successIs200Json } from './response.js';
import type { ExchangeRule } from './types.js';
import { outsideWindow } from './windows.js';

export const EXCHANGE_RULES: readonly ExchangeRule[] = [
  serverError,
  successIs200Json,
  jsonMediaType,
  noDataWithoutCredentials,
  bareArray,
  recordFields,
  recordEnum,
  recordScale,
  recordDecimalString,
  recordTimestamp,
  recordBuySign,
  recordForbiddenField,
  recordFamilyId,
  recordFeeLevels,
  recordCreatedByEmail,
  recordUpdatedBeforeCreated,
  recordSymbolComposed,
  pageSizeExceeded,
  canceledListed,
  recordsForMissingRequired,
  filterMismatch,
  orderIdAfterBound,
  outsideWindow,
  ordering,
  refusalExpected,
  refusalErrorKeys,
  problemBody,
  notFoundWithoutErrors,
  lookupId,
];
