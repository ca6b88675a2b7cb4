// Fee levels: the spec's table "The fee levels as listed (volume lower bound in USDT, maker decimal,
// taker decimal)".
import { Decimal } from 'decimal.js';
import { DomainError } from './errors.js';
import { FEE_TABLE, type FeeBand } from './fee-table.js';

/** @deprecated The same type as `FeeBand<Decimal>` (a row of the fee table as decimal.js values), under the name it has now. */
export type FeeLevelEntry = FeeBand<Decimal>;

/** The spec's fee table, levels 1 to 8 in order, as decimal.js values (`FEE_TABLE` holds the same as text). */
export const FEE_LEVELS: readonly Readonly<FeeBand<Decimal>>[] = Object.freeze(
  FEE_TABLE.map(({ level, lowerBound, maker, taker }) =>
    Object.freeze({
      level,
      lowerBound: new Decimal(lowerBound),
      maker: new Decimal(maker),
      taker: new Decimal(taker),
    }),
  ),
);

const NUMERIC_TEXT = /^[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?$/;

function toVolume(volumeUsdt: number | string | Decimal): Decimal {
  if (Decimal.isDecimal(volumeUsdt)) return new Decimal(volumeUsdt);
  if (typeof volumeUsdt === 'number') return new Decimal(volumeUsdt);
  if (typeof volumeUsdt === 'string') {
    if (!NUMERIC_TEXT.test(volumeUsdt.trim())) {
      throw new DomainError('invalid-decimal', `volume must be a decimal number, got the non-numeric text ${JSON.stringify(volumeUsdt.slice(0, 40))}`);
    }
    return new Decimal(volumeUsdt.trim());
  }
  throw new DomainError('invalid-decimal', `volume must be a number, a decimal string or a Decimal, got ${volumeUsdt === null ? 'null' : typeof volumeUsdt}`);
}

/**
 * The fee level whose band contains a volume in USDT. Bands include their lower bound: exactly
 * 100,000 is level 2; 99,999.99 is level 1; 100,000,000 and above is level 8.
 *
 * @throws DomainError (a `RangeError`) `invalid-decimal` when the volume is NaN, non-numeric text or
 *   not a number, decimal string or Decimal; `invalid-amount` when it is negative or infinite. The
 *   message says which.
 */
export function feeLevelForVolume(volumeUsdt: number | string | Decimal): FeeBand<Decimal> {
  const volume = toVolume(volumeUsdt);
  if (volume.isNaN()) throw new DomainError('invalid-decimal', 'volume must be a number, got NaN');
  if (!volume.isFinite()) throw new DomainError('invalid-amount', `volume must be finite, got ${volume.toString()}`);
  if (volume.lt(0)) throw new DomainError('invalid-amount', `volume must not be negative, got ${volume.toString()}`);
  for (let i = FEE_LEVELS.length - 1; i > 0; i--) {
    const entry = FEE_LEVELS[i]!;
    if (volume.gte(entry.lowerBound)) return { ...entry };
  }
  return { ...FEE_LEVELS[0]! };
}
