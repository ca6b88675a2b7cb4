// One JSON Schema per resource kind, field for field as the spec's "Resources and their fields".
import { FEE_TYPES, ORDER_METHODS, ORDER_STATUSES, ORDER_TYPES, TRADE_SIDES, WITHDRAWAL_STATUSES } from '../enums.js';
import { deepFrozen } from '../frozen.js';
import type { ResourceKind } from '../resources.js';
import { BOOLEAN, DECIMAL, DECIMAL_16, enumOf, ID, INTEGER, NULLABLE_STRING, record, STRING, TIMESTAMP, topLevel, type JsonSchema } from './fragments.js';

/** "A deposit has no feeAmount, no updatedAt, no externalTransactionId and no createdBy." */
export const DEPOSIT_FORBIDDEN_FIELDS = /* @__PURE__ */ Object.freeze(['feeAmount', 'updatedAt', 'externalTransactionId', 'createdBy'] as const);

const order = topLevel(
  'order',
  'Order',
  'An order; decimals carry 16 fractional digits.',
  record({
    id: ID,
    accountId: ID,
    pairSymbol: STRING,
    feePercentage: DECIMAL_16,
    taxPercentage: DECIMAL_16,
    initialAmount: DECIMAL_16,
    currentAmount: DECIMAL_16,
    matchedAmount: DECIMAL_16,
    price: DECIMAL_16,
    initialTotal: DECIMAL_16,
    currentTotal: DECIMAL_16,
    matchedTotal: DECIMAL_16,
    method: enumOf(ORDER_METHODS),
    type: enumOf(ORDER_TYPES),
    status: enumOf(ORDER_STATUSES),
    externalOrderId: STRING,
    createdAt: TIMESTAMP,
    createdBy: STRING,
  }),
);

const trade = topLevel(
  'trade',
  'Trade',
  'A trade; decimals carry 16 fractional digits; a Buy trade carries negative denominatorAmount, feeAmount, taxAmount.',
  record({
    id: ID,
    orderId: ID,
    feePercentage: DECIMAL_16,
    taxPercentage: DECIMAL_16,
    price: DECIMAL_16,
    createdAt: TIMESTAMP,
    accountId: ID,
    side: enumOf(TRADE_SIDES),
    feeType: enumOf(FEE_TYPES),
    pairSymbol: STRING,
    amount: DECIMAL_16,
    denominatorAmount: DECIMAL_16,
    feeAmount: DECIMAL_16,
    taxAmount: DECIMAL_16,
    externalOrderId: STRING,
  }),
);

const accountWallet = topLevel(
  'accountWallet',
  'Account wallet',
  'A wallet balance; decimals carry 16 fractional digits.',
  record({
    id: ID,
    accountId: ID,
    currencySymbol: STRING,
    orderFund: DECIMAL_16,
    requestFund: DECIMAL_16,
    totalFund: DECIMAL_16,
  }),
);

const cryptoWithdrawal = topLevel(
  'cryptoWithdrawal',
  'Crypto withdrawal',
  'A crypto withdrawal of the account.',
  record({
    id: ID,
    accountId: ID,
    assetId: ID,
    address: STRING,
    memoTag: NULLABLE_STRING,
    amount: DECIMAL,
    feeAmount: DECIMAL,
    transactionHash: STRING,
    status: enumOf(WITHDRAWAL_STATUSES),
    externalTransactionId: STRING,
    createdAt: TIMESTAMP,
    updatedAt: TIMESTAMP,
    createdBy: STRING,
  }),
);

const cryptoDeposit = topLevel(
  'cryptoDeposit',
  'Crypto deposit',
  'A crypto deposit of the account; it has no feeAmount, updatedAt, externalTransactionId or createdBy.',
  record(
    {
      id: ID,
      accountId: ID,
      assetId: ID,
      address: STRING,
      memoTag: NULLABLE_STRING,
      amount: DECIMAL,
      transactionHash: STRING,
      status: STRING,
      createdAt: TIMESTAMP,
    },
    DEPOSIT_FORBIDDEN_FIELDS,
  ),
);

const brokerPair = topLevel(
  'brokerPair',
  'Broker pair',
  'A tradable pair; decimals carry 16 fractional digits.',
  record({
    id: ID,
    symbol: STRING,
    numeratorSymbol: STRING,
    denominatorSymbol: STRING,
    numeratorPrecision: INTEGER,
    denominatorPrecision: INTEGER,
    minExchangeValue: DECIMAL_16,
    tickSize: DECIMAL_16,
    minPrice: DECIMAL_16,
    maxPrice: DECIMAL_16,
    market: BOOLEAN,
    limit: BOOLEAN,
    stopMarket: BOOLEAN,
    stopLimit: BOOLEAN,
    maximumOrderAmount: DECIMAL_16,
    maximumLimitOrderPrice: DECIMAL_16,
    minimumLimitOrderPrice: DECIMAL_16,
  }),
);

const cryptoAsset = topLevel(
  'cryptoAsset',
  'Crypto asset',
  'A crypto asset; its decimals carry exactly maxAmountScale fractional digits.',
  record({
    id: ID,
    networkId: ID,
    name: STRING,
    currencySymbol: STRING,
    hasMemoTag: BOOLEAN,
    tagName: NULLABLE_STRING,
    transferFeeAmount: DECIMAL,
    minWithdrawalAmount: DECIMAL,
    maxWithdrawalAmount: DECIMAL,
    minDepositAmount: DECIMAL,
    maxAmountScale: { type: 'integer', minimum: 0 },
    withdrawalEnabled: BOOLEAN,
    depositEnabled: BOOLEAN,
  }),
);

const network = record({ id: ID, familyId: ID, name: STRING, isEnabled: BOOLEAN });
const cryptoNetworkFamily = topLevel(
  'cryptoNetworkFamily',
  'Crypto network family',
  "A network family with its networks; each network's familyId equals the family id.",
  record({ id: ID, name: STRING, cryptoNetworks: { type: 'array', items: network } }),
);

const feeLevel = topLevel(
  'feeLevel',
  'Fee level',
  'A fee level; makerFee and takerFee are text of the form %<percent> (<decimal fraction>).',
  record({ level: INTEGER, volumeRange: STRING, makerFee: STRING, takerFee: STRING }),
);

/** The strict JSON Schema (draft 2020-12) of each resource kind; shipped as `schemas/<kind>.schema.json`. */
export const schemas: Readonly<Record<ResourceKind, JsonSchema>> = /* @__PURE__ */ deepFrozen({
  order,
  trade,
  accountWallet,
  cryptoWithdrawal,
  cryptoDeposit,
  brokerPair,
  cryptoAsset,
  cryptoNetworkFamily,
  feeLevel,
});
