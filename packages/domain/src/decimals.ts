// Decimal strings. "Amounts, prices, fees and rates are decimal numbers carried as JSON strings.
// Orders, trades, wallets and broker pairs use 16 fractional digits. Crypto assets use a scale given
// per asset (field maxAmountScale)." Checking a scale is a string test; no arithmetic is needed.
import { DomainError } from './errors.js';
import type { DecimalString } from './resources.js';

/** A plain decimal string: optional leading minus, digits, optionally a point and digits. */
export const DECIMAL_PATTERN = '^-?[0-9]+(\\.[0-9]+)?$';
const PLAIN_DECIMAL = /^-?[0-9]+(?:\.([0-9]+))?$/;

/** The spec's scale for orders, trades, wallets and broker pairs. */
export const STANDARD_SCALE = 16;

/** True when `value` is a plain decimal string (see `DECIMAL_PATTERN`), whatever its scale. */
export function isDecimalString(value: unknown): value is DecimalString {
  return typeof value === 'string' && PLAIN_DECIMAL.test(value);
}

/**
 * True only for a plain decimal string with exactly `scale` fractional digits: an optional leading
 * minus, digits, then a point and exactly `scale` digits (no point at all when `scale` is 0).
 * No exponent, no `+`, no spaces, no `1.` or `.5`. Any non-string is `false`.
 *
 * @throws DomainError `invalid-scale` (a `RangeError`) when `scale` is not a non-negative safe integer.
 */
export function hasScale(value: unknown, scale: number): boolean {
  if (!Number.isSafeInteger(scale) || scale < 0) {
    throw new DomainError('invalid-scale', `scale must be a non-negative integer, got ${String(scale)}`);
  }
  if (typeof value !== 'string') return false;
  const m = PLAIN_DECIMAL.exec(value);
  if (m === null) return false;
  return scale === 0 ? m[1] === undefined : m[1] !== undefined && m[1].length === scale;
}

/** True for a plain decimal string whose value is above zero (`-0.00` and `0` are not). */
export function isPositiveDecimal(value: string): boolean {
  return !value.startsWith('-') && /[1-9]/.test(value);
}
