// Fee and tax percentages carried by orders and trades, as scaled integers (fee at scale 4, tax at
// scale 2) so that feeAmount and taxAmount stay exact within 16 fractional digits.

/** feePercentage, in units of 10^-4: the maker and taker fractions of the lower fee levels. */
export const FEE_RATES: readonly number[] = [10, 12, 9, 11];
export const FEE_SCALE = 4;
/** taxPercentage, in units of 10^-2. */
export const TAX_RATES: readonly number[] = [20, 18];
export const TAX_SCALE = 2;
