// Resource types, field for field as the spec's "Resources and their fields" tables list them.
import type { FeeType, OrderMethod, OrderStatus, OrderType, TradeSide, WithdrawalStatus } from './enums.js';

declare const decimalStringBrand: unique symbol;
declare const timestampBrand: unique symbol;
/**
 * "Amounts, prices, fees and rates are decimal numbers carried as JSON strings": a plain decimal
 * string (`DECIMAL_PATTERN`). Branded: a string becomes one only through a function that checked or
 * wrote it (`parseResource`, `isDecimalString`, `formatDecimal`), so a plain `string` does not pass
 * where a record's decimal is expected. At run time it is the string itself.
 */
export type DecimalString = string & { readonly [decimalStringBrand]: true };
/**
 * "ISO 8601 date-times without a zone offset, with 6 or 7 fractional-second digits", a real calendar
 * instant. Branded as `DecimalString` is: made by `parseResource`, `isTimestamp`, `formatTimestamp`;
 * every `Instant` (the canonical 7-digit form) is one.
 */
export type Timestamp = string & { readonly [timestampBrand]: true };
/** "Identifiers are strings." */
export type Id = string;

export interface Order {
  id: Id;
  accountId: Id;
  pairSymbol: string;
  feePercentage: DecimalString;
  taxPercentage: DecimalString;
  initialAmount: DecimalString;
  currentAmount: DecimalString;
  matchedAmount: DecimalString;
  price: DecimalString;
  initialTotal: DecimalString;
  currentTotal: DecimalString;
  matchedTotal: DecimalString;
  method: OrderMethod;
  type: OrderType;
  status: OrderStatus;
  externalOrderId: string;
  createdAt: Timestamp;
  createdBy: string;
}

export interface Trade {
  id: Id;
  orderId: Id;
  feePercentage: DecimalString;
  taxPercentage: DecimalString;
  price: DecimalString;
  createdAt: Timestamp;
  accountId: Id;
  side: TradeSide;
  feeType: FeeType;
  pairSymbol: string;
  amount: DecimalString;
  /** "signed; a Buy trade carries a negative value" */
  denominatorAmount: DecimalString;
  /** "signed; a Buy trade carries a negative value" */
  feeAmount: DecimalString;
  /** "signed; a Buy trade carries a negative value" */
  taxAmount: DecimalString;
  externalOrderId: string;
}

export interface AccountWallet {
  id: Id;
  accountId: Id;
  currencySymbol: string;
  orderFund: DecimalString;
  requestFund: DecimalString;
  totalFund: DecimalString;
}

export interface CryptoWithdrawal {
  id: Id;
  accountId: Id;
  assetId: Id;
  address: string;
  memoTag: string | null;
  amount: DecimalString;
  feeAmount: DecimalString;
  transactionHash: string;
  status: WithdrawalStatus;
  externalTransactionId: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  createdBy: string;
}

/** "A deposit has no feeAmount, no updatedAt, no externalTransactionId and no createdBy." */
export interface CryptoDeposit {
  id: Id;
  accountId: Id;
  assetId: Id;
  address: string;
  memoTag: string | null;
  amount: DecimalString;
  transactionHash: string;
  /** "allowed values: not shown" */
  status: string;
  createdAt: Timestamp;
}

export interface BrokerPair {
  id: Id;
  symbol: string;
  numeratorSymbol: string;
  denominatorSymbol: string;
  numeratorPrecision: number;
  denominatorPrecision: number;
  minExchangeValue: DecimalString;
  tickSize: DecimalString;
  minPrice: DecimalString;
  maxPrice: DecimalString;
  market: boolean;
  limit: boolean;
  stopMarket: boolean;
  stopLimit: boolean;
  maximumOrderAmount: DecimalString;
  maximumLimitOrderPrice: DecimalString;
  minimumLimitOrderPrice: DecimalString;
}

export interface CryptoAsset {
  id: Id;
  networkId: Id;
  name: string;
  currencySymbol: string;
  hasMemoTag: boolean;
  tagName: string | null;
  transferFeeAmount: DecimalString;
  minWithdrawalAmount: DecimalString;
  maxWithdrawalAmount: DecimalString;
  minDepositAmount: DecimalString;
  /** "number of fractional digits allowed for amounts of this asset" */
  maxAmountScale: number;
  withdrawalEnabled: boolean;
  depositEnabled: boolean;
}

export interface CryptoNetwork {
  id: Id;
  /** "equals the id of the containing family" */
  familyId: Id;
  name: string;
  isEnabled: boolean;
}

export interface CryptoNetworkFamily {
  id: Id;
  name: string;
  cryptoNetworks: CryptoNetwork[];
}

export interface FeeLevel {
  level: number;
  /** "human-readable volume band in USDT; the top level is open-ended, written with a trailing plus" */
  volumeRange: string;
  /** "text of the form %<percent> (<decimal fraction>)" */
  makerFee: string;
  takerFee: string;
}

/** The `kind` names accepted by `validateResource`. */
export interface ResourceByKind {
  order: Order;
  trade: Trade;
  accountWallet: AccountWallet;
  cryptoWithdrawal: CryptoWithdrawal;
  cryptoDeposit: CryptoDeposit;
  brokerPair: BrokerPair;
  cryptoAsset: CryptoAsset;
  cryptoNetworkFamily: CryptoNetworkFamily;
  feeLevel: FeeLevel;
}
export type ResourceKind = keyof ResourceByKind;
export const RESOURCE_KINDS: readonly ResourceKind[] = /* @__PURE__ */ Object.freeze([
  'order',
  'trade',
  'accountWallet',
  'cryptoWithdrawal',
  'cryptoDeposit',
  'brokerPair',
  'cryptoAsset',
  'cryptoNetworkFamily',
  'feeLevel',
]);
