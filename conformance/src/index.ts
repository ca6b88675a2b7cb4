export { checks } from './checks/index.js';
export { requirements, requirementsById } from './requirements/index.js';
export { TransportError } from './types.js';
export type {
  AccountData,
  Check,
  CheckContext,
  CheckOutcome,
  CheckStatus,
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
