// @tarc/domain public API. Exports by name; everything not listed here is internal.
export {
  FEE_TYPES,
  LISTABLE_ORDER_STATUSES,
  ORDER_METHODS,
  enumValue,
  ORDER_STATUSES,
  ORDER_TYPES,
  SORT_ORDERS,
  TRADE_SIDES,
  WITHDRAWAL_STATUSES,
} from './enums.js';
export type {
  EnumCase,
  FeeType,
  ListableOrderStatus,
  OrderMethod,
  OrderStatus,
  OrderType,
  SortOrder,
  TradeSide,
  WithdrawalStatus,
} from './enums.js';
export { RESOURCE_KINDS } from './resources.js';
export type {
  AccountWallet,
  BrokerPair,
  CryptoAsset,
  CryptoDeposit,
  CryptoNetwork,
  CryptoNetworkFamily,
  CryptoWithdrawal,
  DecimalString,
  FeeLevel,
  Id,
  Order,
  ResourceByKind,
  ResourceKind,
  Timestamp,
  Trade,
} from './resources.js';
export {
  addDays,
  addMilliseconds,
  addTicks,
  compareInstants,
  formatTimestamp,
  instantFromDate,
  instantFromTicks,
  instantToDate,
  instantToTicks,
  isTimestamp,
  parseDateTimeInput,
  parseTimestamp,
} from './instant.js';
export type { Instant } from './instant.js';
export {
  NOT_FOUND_TITLE,
  PROBLEM_TYPE_BAD_REQUEST,
  PROBLEM_TYPE_NOT_FOUND,
  VALIDATION_TITLE,
  notFoundProblem,
  validationProblem,
} from './problems.js';
export type { NotFoundProblem, Problem, ValidationErrors, ValidationProblem } from './problems.js';
export {
  CANCELED_NOT_LISTABLE,
  ORDER_ID_AFTER_OR_CREATED_AT_BEFORE_REQUIRED,
  ORDERS_PAGE_SIZE,
  ORDERS_PARAMETERS,
  PAIR_SYMBOL_MUST_EXIST,
  PAIR_SYMBOL_REQUIRED,
  validateOrdersQuery,
} from './queries/orders.js';
export {
  CREATED_AT_OR_CREATED_AT_BEFORE_REQUIRED,
  NOT_WITH_ORDER_ID,
  TRADES_PAGE_SIZE,
  validateTradesQuery,
} from './queries/trades.js';
export {
  TRANSFERS_PAGE_SIZE,
  validateCryptoDepositsQuery,
  validateCryptoWithdrawalsQuery,
} from './queries/transfers.js';
export { MAX_INT, PAGE_DEFAULT } from './queries/params.js';
export { validationErrors } from './queries/issues.js';
export type { QueryIssue, QueryIssueCode } from './queries/issues.js';
export { clampDateRange } from './queries/window.js';
export { DEFAULT_RANGE_DAYS, MAX_RANGE_DAYS } from './queries/window-input.js';
export { compareIds, idOrderingFor } from './queries/ids.js';
export type { IdOrdering } from './queries/ids.js';
export type {
  CryptoDepositsQuery,
  CryptoTransfersQuery,
  CryptoWithdrawalsQuery,
  DateWindow,
  ListedStatuses,
  OrdersQuery,
  QueryContext,
  QueryInput,
  QueryResult,
  QueryWindow,
  TradesQuery,
} from './queries/types.js';
export { signRequest, verifySignature } from './signer.js';
export type { HeadersInput, SignedHeaders, SignRequestInput } from './signer.js';
export { DECIMAL_PATTERN, hasScale, isDecimalString, STANDARD_SCALE } from './decimals.js';
export { DEPOSIT_FORBIDDEN_FIELDS, schemas } from './schemas/resources.js';
export type { JsonSchema } from './schemas/fragments.js';
export { parseResource, schemaFor, validateResource } from './validate-resource.js';
export type { ResourceParse, ResourceValidation, ValidationMode } from './validate-resource.js';
export type { Finding, FindingCode } from './rules/finding.js';
export {
  ASSET_DECIMAL_FIELDS,
  checkAssetScale,
  checkDecimalScale,
  checkSixteenDigits,
  DECIMAL_FIELDS,
  SIXTEEN_DIGIT_FIELDS,
} from './rules/scale.js';
export { BUY_NEGATIVE_FIELDS, checkBuyTradeSigns } from './rules/buy-trade-signs.js';
export { checkNetworkFamilyIds } from './rules/family-ids.js';
export { checkFeeLevel, checkFeeLevels, checkFeeLevelSet } from './rules/fee-levels.js';
export { checkTimestamps, TIMESTAMP_FIELDS } from './rules/timestamps.js';
export { DomainError } from './errors.js';
export type { DomainErrorCode } from './errors.js';
export { formatDecimal } from './format/decimal.js';
export { feeLevelRecord, feeLevelRecords, feeText } from './format/fee-level-records.js';
export { FEE_TABLE } from './fee-table.js';
export { feeBandForVolume } from './fee-band-for-volume.js';
export type { FeeBand } from './fee-table.js';
export type { ProblemOptions } from './problems.js';
export { validateAccountWalletsQuery, validateBrokerPairsQuery } from './queries/filters.js';
export type { AccountWalletsQuery, BrokerPairsQuery } from './queries/filters.js';
export { createdAtInstant, isInWindow } from './selection/window.js';
export type { WindowBounds } from './selection/window.js';
export { paginate } from './selection/paging.js';
export { selectAccountWallets, selectBrokerPairs } from './selection/filters.js';
export type { Paging } from './selection/paging.js';
export { orderCriteria, orderFilter, ordersMatching, selectOrders } from './selection/orders.js';
export type { OrderCriteria, OrderKey, SelectOrdersOptions } from './selection/orders.js';
export { selectTrades, tradeCriteria, tradeFilter, tradesCreatedAtInterval, tradesMatching } from './selection/trades.js';
export type { SelectTradesOptions, TradeCriteria, TradeKey, TradesCreatedAtReading } from './selection/trades.js';
export { selectCryptoDeposits, selectCryptoWithdrawals, transferCriteria, transferFilter } from './selection/transfers.js';
export type { SelectTransfersOptions, SymbolOf, TransferCriteria, TransferKey } from './selection/transfers.js';
export { authPolicy, memoryNonceStore } from './auth/policy.js';
export type { AuthDecision, AuthFailureReason, AuthPolicy, AuthPolicyOptions, NonceStore } from './auth/policy.js';
export { PROTECTED_ENDPOINTS, protectedEndpoint } from './auth/protected.js';
export type { ProtectedEndpoint } from './auth/protected.js';
