// Reading the fee text "of the form %<percent> (<decimal fraction>)", shared by the fee-level checks.
import { Decimal } from 'decimal.js';

/** "%" + a decimal number + " (" + a decimal number + ")", e.g. `%0.1 (0.001)`. */
const FEE_TEXT = /^%([0-9]+(?:\.[0-9]+)?) \(([0-9]+(?:\.[0-9]+)?)\)$/;

export interface FeeText {
  percent: Decimal;
  fraction: Decimal;
}

/** The two numbers of a fee text, or undefined when the text is not of that form. */
export function parseFeeText(value: unknown): FeeText | undefined {
  if (typeof value !== 'string') return undefined;
  const m = FEE_TEXT.exec(value);
  if (!m) return undefined;
  return { percent: new Decimal(m[1]!), fraction: new Decimal(m[2]!) };
}
