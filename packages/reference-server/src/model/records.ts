// Records written from the columns, on demand, in the field order of the spec's tables.
import {
  FEE_TYPES,
  ORDER_METHODS,
  ORDER_STATUSES,
  ORDER_TYPES,
  formatTimestamp,
  type AccountWallet,
  type CryptoDeposit,
  type CryptoWithdrawal,
  type Order,
  type Timestamp,
  type Trade,
} from '@tarc/domain';
import type { Dataset } from '../data/dataset.js';
import { formatScaled } from '../data/decimal.js';
import { idText } from '../data/ids.js';
import { PAIRS } from '../data/pairs.js';
import { hexFor } from '../data/random.js';
import { FEE_RATES, FEE_SCALE, TAX_RATES, TAX_SCALE } from '../data/rates.js';
import { instantAt } from '../data/timeline.js';
import type { DepositRow, WalletRow, WithdrawalRow } from '../data/transfers.js';
import type { ReferenceProfile } from '../types.js';

export const ORDER_ID_PREFIX = 'ord';
export const TRADE_ID_PREFIX = 'trd';

type Style = Pick<ReferenceProfile, 'idStyle' | 'timestampDigits'>;

function timestampText(ds: Dataset, ticks: number, profile: Style): Timestamp {
  return formatTimestamp(instantAt(ds.timeline, ticks), profile.timestampDigits);
}

export function orderIdText(ds: Dataset, position: number, profile: Style): string {
  return idText(profile.idStyle, ORDER_ID_PREFIX, ds.orders.id[position]!);
}

export function tradeIdText(ds: Dataset, position: number, profile: Style): string {
  return idText(profile.idStyle, TRADE_ID_PREFIX, ds.trades.id[position]!);
}

function externalOrderId(ds: Dataset, position: number): string {
  return `ext-${hexFor(ds.seed, position, 12)}`;
}

/**
 * An order. "matched + current = initial" and "totals = amount × price" hold exactly: amounts and
 * prices are integers at the pair's scales and totals are their BigInt products.
 */
export function orderRecord(ds: Dataset, p: number, profile: Style): Order {
  const o = ds.orders;
  const pair = PAIRS[o.pair[p]!]!;
  const initial = o.initialAmount[p]!,
    matched = o.matchedAmount[p]!,
    current = initial - matched;
  const price = BigInt(o.price[p]!);
  const totalScale = pair.amountScale + pair.priceScale;
  return {
    id: orderIdText(ds, p, profile),
    accountId: ds.accounts[o.account[p]!]!.accountId,
    pairSymbol: pair.symbol,
    feePercentage: formatScaled(FEE_RATES[o.fee[p]!]!, FEE_SCALE),
    taxPercentage: formatScaled(TAX_RATES[o.tax[p]!]!, TAX_SCALE),
    initialAmount: formatScaled(initial, pair.amountScale),
    currentAmount: formatScaled(current, pair.amountScale),
    matchedAmount: formatScaled(matched, pair.amountScale),
    price: formatScaled(price, pair.priceScale),
    initialTotal: formatScaled(BigInt(initial) * price, totalScale),
    currentTotal: formatScaled(BigInt(current) * price, totalScale),
    matchedTotal: formatScaled(BigInt(matched) * price, totalScale),
    method: ORDER_METHODS[o.method[p]!]!,
    type: ORDER_TYPES[o.type[p]!]!,
    status: ORDER_STATUSES[o.status[p]!]!,
    externalOrderId: externalOrderId(ds, p),
    createdAt: timestampText(ds, o.createdAt[p]!, profile),
    createdBy: ds.accounts[o.account[p]!]!.email,
  };
}

/**
 * A trade. "denominatorAmount, feeAmount, taxAmount: signed; a Buy trade carries a negative value";
 * a Sell trade carries a positive one, or a negative one under `sellSign: negative` (#11). feeAmount = denominatorAmount × feePercentage and taxAmount =
 * feeAmount × taxPercentage, exact within 16 fractional digits.
 */
export function tradeRecord(ds: Dataset, t: number, profile: Style & Pick<ReferenceProfile, 'sellSign'>): Trade {
  const trades = ds.trades,
    o = ds.orders;
  const p = trades.order[t]!;
  const pair = PAIRS[o.pair[p]!]!;
  const sign = o.type[p]! === 0 || profile.sellSign === 'negative' ? -1n : 1n;
  const fee = BigInt(FEE_RATES[o.fee[p]!]!),
    tax = BigInt(TAX_RATES[o.tax[p]!]!);
  const denominator = BigInt(trades.amount[t]!) * BigInt(o.price[p]!) * sign;
  const scale = pair.amountScale + pair.priceScale;
  return {
    id: tradeIdText(ds, t, profile),
    orderId: orderIdText(ds, p, profile),
    feePercentage: formatScaled(fee, FEE_SCALE),
    taxPercentage: formatScaled(tax, TAX_SCALE),
    price: formatScaled(o.price[p]!, pair.priceScale),
    createdAt: timestampText(ds, trades.createdAt[t]!, profile),
    accountId: ds.accounts[o.account[p]!]!.accountId,
    side: ORDER_TYPES[o.type[p]!]!,
    feeType: FEE_TYPES[trades.feeType[t]!]!,
    pairSymbol: pair.symbol,
    amount: formatScaled(trades.amount[t]!, pair.amountScale),
    denominatorAmount: formatScaled(denominator, scale),
    feeAmount: formatScaled(denominator * fee, scale + FEE_SCALE),
    taxAmount: formatScaled(denominator * fee * tax, scale + FEE_SCALE + TAX_SCALE),
    externalOrderId: externalOrderId(ds, p),
  };
}

export function walletRecord(ds: Dataset, row: WalletRow): AccountWallet {
  return {
    id: row.id,
    accountId: ds.accounts[row.account]!.accountId,
    currencySymbol: row.currencySymbol,
    orderFund: row.orderFund,
    requestFund: row.requestFund,
    totalFund: row.totalFund,
  };
}

export function withdrawalRecord(ds: Dataset, row: WithdrawalRow, profile: Style): CryptoWithdrawal {
  return {
    id: row.id,
    accountId: ds.accounts[row.account]!.accountId,
    assetId: row.assetId,
    address: row.address,
    memoTag: row.memoTag,
    amount: row.amount,
    feeAmount: row.feeAmount,
    transactionHash: row.transactionHash,
    status: row.status,
    externalTransactionId: row.externalTransactionId,
    createdAt: timestampText(ds, row.createdAt, profile),
    updatedAt: timestampText(ds, row.updatedAt, profile),
    createdBy: row.createdBy,
  };
}

/** Deposit statuses under `depositStatuses: other` (#8: "allowed values: not shown"). */
const OTHER_DEPOSIT_STATUS: Readonly<Record<string, string>> = { Completed: 'Success', Pending: 'Processing', Rejected: 'Failed' };

/** "A deposit has no feeAmount, no updatedAt, no externalTransactionId and no createdBy." */
export function depositRecord(ds: Dataset, row: DepositRow, profile: Style & Pick<ReferenceProfile, 'depositStatuses'>): CryptoDeposit {
  return {
    id: row.id,
    accountId: ds.accounts[row.account]!.accountId,
    assetId: row.assetId,
    address: row.address,
    memoTag: row.memoTag,
    amount: row.amount,
    transactionHash: row.transactionHash,
    status: profile.depositStatuses === 'other' ? (OTHER_DEPOSIT_STATUS[row.status] ?? row.status) : row.status,
    createdAt: timestampText(ds, row.createdAt, profile),
  };
}
