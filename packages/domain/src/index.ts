// @tarc/domain public API. Exports by name; everything not listed here is internal.
export {
  FEE_TYPES,
  LISTABLE_ORDER_STATUSES,
  ORDER_METHODS,
  ORDER_STATUSES,
  ORDER_TYPES,
  SORT_ORDERS,
  TRADE_SIDES,
  WITHDRAWAL_STATUSES,
} from './enums.js';
export type {
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
export type {
  CryptoDepositsQuery,
  CryptoTransfersQuery,
  CryptoWithdrawalsQuery,
  DateWindow,
  OrdersQuery,
  QueryContext,
  QueryInput,
  QueryResult,
  TradesQuery,
} from './queries/types.js';
