// "Orders, trades, wallets and broker pairs use 16 fractional digits. Crypto assets use a scale
// given per asset (field maxAmountScale)."
import { hasScale, isDecimalString, STANDARD_SCALE } from '../decimals.js';
import { deepFrozen } from '../frozen.js';
import type { ResourceKind } from '../resources.js';
import { fieldPath, shownValue, type Finding } from './finding.js';

type SixteenDigitKind = Extract<ResourceKind, 'order' | 'trade' | 'accountWallet' | 'brokerPair'>;

/** Every field the resource tables type as "decimal string", by kind (kinds without one have none). */
export const DECIMAL_FIELDS = /* @__PURE__ */ deepFrozen({
  order: ['feePercentage', 'taxPercentage', 'initialAmount', 'currentAmount', 'matchedAmount', 'price', 'initialTotal', 'currentTotal', 'matchedTotal'],
  trade: ['feePercentage', 'taxPercentage', 'price', 'amount', 'denominatorAmount', 'feeAmount', 'taxAmount'],
  accountWallet: ['orderFund', 'requestFund', 'totalFund'],
  cryptoWithdrawal: ['amount', 'feeAmount'],
  cryptoDeposit: ['amount'],
  brokerPair: ['minExchangeValue', 'tickSize', 'minPrice', 'maxPrice', 'maximumOrderAmount', 'maximumLimitOrderPrice', 'minimumLimitOrderPrice'],
  cryptoAsset: ['transferFeeAmount', 'minWithdrawalAmount', 'maxWithdrawalAmount', 'minDepositAmount'],
} as const) satisfies Partial<Record<ResourceKind, readonly string[]>>;

/** Every decimal field of the kinds that "use 16 fractional digits". */
export const SIXTEEN_DIGIT_FIELDS: Readonly<Record<SixteenDigitKind, readonly string[]>> = /* @__PURE__ */ Object.freeze({
  order: DECIMAL_FIELDS.order,
  trade: DECIMAL_FIELDS.trade,
  accountWallet: DECIMAL_FIELDS.accountWallet,
  brokerPair: DECIMAL_FIELDS.brokerPair,
});

/** The crypto asset's decimals, which carry "that many digits" (maxAmountScale). */
export const ASSET_DECIMAL_FIELDS = DECIMAL_FIELDS.cryptoAsset;

/**
 * Checks that each named field holding a string is a plain decimal with exactly `scale` fractional
 * digits: `format` when it is not a plain decimal, `scale` when the digits are wrong. Fields that are
 * missing or not strings are left to the schema (`required`, `type`).
 */
export function checkDecimalScale(record: Readonly<Record<string, unknown>>, fields: readonly string[], scale: number, base = ''): Finding[] {
  const findings: Finding[] = [];
  for (const name of fields) {
    const value = record[name];
    if (typeof value !== 'string' || hasScale(value, scale)) continue;
    const field = fieldPath(base, name);
    findings.push(
      isDecimalString(value)
        ? { field, code: 'scale', message: `${field} must carry ${scale} fractional digits, got ${shownValue(value)}` }
        : { field, code: 'format', message: `${field} must be a plain decimal string, got ${shownValue(value)}` },
    );
  }
  return findings;
}

/** "Orders, trades, wallets and broker pairs use 16 fractional digits": every decimal field of `kind`. */
export function checkSixteenDigits(kind: SixteenDigitKind, record: Readonly<Record<string, unknown>>): Finding[] {
  return checkDecimalScale(record, SIXTEEN_DIGIT_FIELDS[kind], STANDARD_SCALE);
}

/**
 * maxAmountScale: "number of fractional digits allowed for amounts of this asset; the decimal strings
 * above carry that many digits". Nothing to compare against when maxAmountScale is not a
 * non-negative integer (the schema reports that).
 */
export function checkAssetScale(asset: Readonly<Record<string, unknown>>): Finding[] {
  const scale = asset.maxAmountScale;
  if (typeof scale !== 'number' || !Number.isSafeInteger(scale) || scale < 0) return [];
  return checkDecimalScale(asset, ASSET_DECIMAL_FIELDS, scale);
}
