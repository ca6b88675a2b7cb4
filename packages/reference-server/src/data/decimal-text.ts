// Decimal text without BigInt on the serving path: the same text as formatScaled, from safe integers.
import { STANDARD_SCALE } from '@tarc/domain';
import { formatScaled } from './decimal.js';

const ZEROS = '0'.repeat(32);

/** The text of `digits` (a non-negative integer's decimal digits) / 10^scale at 16 fractional digits. */
function placeScale(negative: boolean, digits: string, scale: number): string {
  const text = digits.length > scale ? digits : ZEROS.slice(0, scale + 1 - digits.length) + digits;
  const cut = text.length - scale;
  return `${negative ? '-' : ''}${text.slice(0, cut)}.${text.slice(cut)}${ZEROS.slice(0, STANDARD_SCALE - scale)}`;
}

/** formatScaled(value, scale) (16 digits, `scale <= 16`) for a safe integer, without BigInt. */
export function scaledText(value: number, scale: number): string {
  if (!Number.isSafeInteger(value)) return formatScaled(BigInt(value), scale);
  return placeScale(value < 0, String(Math.abs(value)), scale);
}

const SPLIT = 10_000_000;

/**
 * formatScaled(a × b, scale) for safe integers, exact even when the product passes 2^53: `|a|` is
 * split in base 10^7 so each partial product stays safe while `|b|` is below 10^7.
 */
export function productText(a: number, b: number, scale: number): string {
  const product = a * b;
  if (Number.isSafeInteger(product)) return scaledText(product, scale);
  const x = Math.abs(a),
    y = Math.abs(b);
  if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b) || y >= SPLIT) {
    return formatScaled(BigInt(a) * BigInt(b), scale);
  }
  const low = (x % SPLIT) * y;
  const high = Math.floor(x / SPLIT) * y + Math.floor(low / SPLIT);
  const lowText = String(low % SPLIT);
  const digits = high > 0 ? `${high}${ZEROS.slice(0, 7 - lowText.length)}${lowText}` : lowText;
  return placeScale(product < 0, digits, scale);
}
