export { checks } from './checks/index.js';
export { requirements, requirementsById } from './requirements/index.js';
export { TransportError } from './types.js';
export { COMMON_CODES, ENGINE_CODES, isFindingCode } from './support/outcome.js';
export type {
  AccountData,
  Check,
  CheckContext,
  CheckOutcome,
  CheckStatus,
  DataNeeds,
  Finding,
  NotEvaluatedReason,
  Credentials,
  Discovery,
  Evidence,
  Exchange,
  HttpClient,
  Level,
  Query,
  QueryValue,
  RequestOptions,
  Requirement,
  RunOptions,
} from './types.js';
