// The spec's fee table as text: "The fee levels as listed (volume lower bound in USDT, maker decimal,
// taker decimal)". Plain strings, so the formatters and a caller need no decimal library.
import type { DecimalString } from './resources.js';

/**
 * One row of the spec's fee table ("level | band lower bound | maker | taker"), its numbers as the
 * spec's decimal text. Not the record GET /v1/fee-levels returns: that is a `FeeLevel`
 * (`feeLevelRecord` writes one from a band), which carries other data (a range and two fee texts).
 */
export interface FeeBand {
  readonly level: number;
  /** Inclusive lower bound of the 30-day volume band, in USDT. */
  readonly lowerBound: DecimalString;
  /** The maker fee as a decimal fraction (`0.001` is 0.1 %). */
  readonly maker: DecimalString;
  readonly taker: DecimalString;
}

// The table's text is the spec's, each a plain decimal: branded here, where it is written.
const band = (level: number, lowerBound: string, maker: string, taker: string): FeeBand =>
  Object.freeze({ level, lowerBound: lowerBound as DecimalString, maker: maker as DecimalString, taker: taker as DecimalString });

/** The spec's fee table, levels 1 to 8 in order; level 8 is open-ended. */
export const FEE_TABLE: readonly FeeBand[] = /* @__PURE__ */ Object.freeze([
  band(1, '0', '0.001', '0.0012'),
  band(2, '100000', '0.0009', '0.0011'),
  band(3, '500000', '0.0008', '0.001'),
  band(4, '2500000', '0.0006', '0.0009'),
  band(5, '10000000', '0.0005', '0.0007'),
  band(6, '25000000', '0.0003', '0.0006'),
  band(7, '50000000', '0.0002', '0.0005'),
  band(8, '100000000', '0.0001', '0.0004'), // "(open-ended)"
]);
