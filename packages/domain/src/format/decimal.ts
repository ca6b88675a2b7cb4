// Writing decimals at a scale: "Amounts, prices, fees and rates are decimal numbers carried as JSON
// strings. Orders, trades, wallets and broker pairs use 16 fractional digits. Crypto assets use a
// scale given per asset (field maxAmountScale)." The writer beside hasScale, on BigInt: no decimal library.
import { DomainError } from '../errors.js';
import type { DecimalString } from '../resources.js';

const NUMBER_TEXT = /^([+-]?)([0-9]*)(?:\.([0-9]*))?(?:[eE]([+-]?[0-9]{1,5}))?$/;
/** Beyond this many digits a value is no amount: refused rather than spelled out. */
const MAX_DIGITS = 4096;

function checkScale(scale: number): void {
  if (!Number.isSafeInteger(scale) || scale < 0 || scale > MAX_DIGITS) {
    throw new DomainError('invalid-scale', `scale must be a non-negative integer up to ${MAX_DIGITS}, got ${String(scale)}`);
  }
}

function textOf(value: string | number | bigint): string {
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new DomainError('invalid-decimal', `value must be a finite number, got ${String(value)}`);
    return String(value);
  }
  if (typeof value === 'string') return value;
  throw new DomainError('invalid-decimal', `value must be a decimal string, a number or a bigint, got ${value === null ? 'null' : typeof value}`);
}

/**
 * `value` written as a plain decimal string with exactly `scale` fractional digits (no point when
 * `scale` is 0), so that `hasScale(formatDecimal(v, s), s)` holds. Accepts decimal text (an optional
 * sign, digits, a point, an exponent: `1e-8`, `.5`, `+2`), a finite number (its shortest text, as
 * `String(n)` writes it) or a bigint. Digits beyond `scale` are rounded half away from zero (as
 * decimal.js `toFixed` does by default); a value that rounds to zero is written without a sign.
 *
 * @example formatDecimal('1.5', 16) === '1.5000000000000000'; formatDecimal(2n, 0) === '2'
 * @throws DomainError `invalid-scale` or `invalid-decimal` (the message says which value).
 */
export function formatDecimal(value: string | number | bigint, scale: number): DecimalString {
  checkScale(scale);
  const text = textOf(value);
  const m = NUMBER_TEXT.exec(text);
  if (m === null || (m[2] === '' && (m[3] ?? '') === '')) {
    throw new DomainError('invalid-decimal', `value must be a decimal number, got ${JSON.stringify(text.slice(0, 40))}`);
  }
  const integer = m[2]!;
  const fraction = m[3] ?? '';
  const exponent = Number(m[4] ?? 0);
  if (integer.length + fraction.length + Math.abs(exponent) > MAX_DIGITS) {
    throw new DomainError('invalid-decimal', `value has more than ${MAX_DIGITS} digits: ${JSON.stringify(text.slice(0, 40))}`);
  }
  // value = digits × 10^(exponent − fraction.length); scaled = value × 10^scale, rounded.
  const shift = scale + exponent - fraction.length;
  let scaled = BigInt(`${integer}${fraction}` || '0');
  if (shift >= 0) scaled *= 10n ** BigInt(shift);
  else {
    const unit = 10n ** BigInt(-shift);
    scaled = scaled / unit + ((scaled % unit) * 2n >= unit ? 1n : 0n);
  }
  const digits = scaled.toString().padStart(scale + 1, '0');
  const plain = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return (m[1] === '-' && scaled !== 0n ? `-${plain}` : plain) as DecimalString;
}
