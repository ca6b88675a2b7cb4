// Decimal strings from scaled integers. Amounts are stored as safe integers at a per-pair scale and
// written at the spec's scale ("Orders, trades, wallets and broker pairs use 16 fractional digits").
import { STANDARD_SCALE, type DecimalString } from '@tarc/domain';

/** Writes `value / 10^scale` with exactly `digits` fractional digits (`digits >= scale`). */
export function formatScaled(value: bigint | number, scale: number, digits = STANDARD_SCALE): DecimalString {
  let n = typeof value === 'bigint' ? value : BigInt(value);
  const negative = n < 0n;
  if (negative) n = -n;
  const text = n.toString().padStart(scale + 1, '0');
  const int = text.slice(0, text.length - scale);
  const fraction = (scale > 0 ? text.slice(text.length - scale) : '').padEnd(digits, '0');
  return `${negative ? '-' : ''}${int}${digits > 0 ? `.${fraction}` : ''}` as DecimalString;
}
