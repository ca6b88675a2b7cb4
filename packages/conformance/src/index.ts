export { checks } from './checks/index.js';
export type { CheckId, FindingCode } from './checks/index.js';
export { isEmailForm } from './support/email-form.js';
export { isJsonMediaType } from './support/media-type.js';
export { updatedBeforeCreated } from './support/timestamps.js';
export { composedSymbol } from './support/pair-symbols.js';
export { requirements, requirementsById } from './requirements/index.js';
export { PROOF_ROWS, faultsProving } from './proofs/index.js';
export { checkOfCode } from './proofs/types.js';
export type { ProofRow } from './proofs/types.js';
export { checkFiles } from './checks/files.js';
export { escapeMarkdown, markdownCode } from './support/markdown-escape.js';
export { AUTHENTICATED, operationOf, operationOfRequest } from './support/operations.js';
export type { Operation, OperationName } from './support/operations.js';
export type { CheckFiles } from './checks/files.js';
export type { RequirementId } from './requirements/index.js';
export type { Level, Requirement } from './requirements/requirement.js';
export { EXCHANGE_RULES } from './exchange-rules/index.js';
export { judgeExchange, pairsOf } from './exchange-rules/judge.js';
export type { ExchangeJudgement, RuleViolation } from './exchange-rules/judge.js';
export type { EvidenceExtra, ExchangeRule, JudgedExchange, Violation } from './exchange-rules/types.js';
export type { Knowledge } from './exchange-rules/facts.js';
export { ThrottledError, TransportError } from './types.js';
export {
  DEFAULT_RANGE_DAYS,
  FEE_TABLE,
  LISTABLE_ORDER_STATUSES,
  MAX_RANGE_DAYS,
  ORDER_STATUSES,
  ORDERS_PAGE_SIZE,
  PAGE_DEFAULT,
  TRADES_PAGE_SIZE,
  TRANSFERS_PAGE_SIZE,
} from './spec-constants.js';
export { COMMON_CODES, ENGINE_CODES, SHARED_CODE_MEANINGS, findingsOf, isFindingCode, reasonOf } from './support/outcome.js';
export type {
  AccountData,
  Check,
  CheckContext,
  CodeMeanings,
  CheckOutcome,
  CheckStatus,
  FailedOutcome,
  NotEvaluatedOutcome,
  PassedOutcome,
  DataNeeds,
  Finding,
  NotEvaluatedReason,
  Credentials,
  Discovery,
  Evidence,
  Exchange,
  ExchangeRequest,
  HttpClient,
  Query,
  QueryValue,
  RequestOptions,
  RunOptions,
} from './types.js';
