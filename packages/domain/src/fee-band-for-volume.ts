// The band of the spec's fee table a 30-day volume falls in. decimal.js compares the volume with the
// bounds exactly; it stays inside: the public types are text and numbers.
import { Decimal } from 'decimal.js';
import { DomainError } from './errors.js';
import { FEE_TABLE, type FeeBand } from './fee-table.js';

const NUMERIC_TEXT = /^[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?$/;

function toVolume(volumeUsdt: number | string): Decimal {
  if (typeof volumeUsdt === 'number') return new Decimal(volumeUsdt);
  if (typeof volumeUsdt === 'string') {
    if (!NUMERIC_TEXT.test(volumeUsdt.trim())) {
      throw new DomainError('invalid-decimal', `volume must be a decimal number, got the non-numeric text ${JSON.stringify(volumeUsdt.slice(0, 40))}`);
    }
    return new Decimal(volumeUsdt.trim());
  }
  throw new DomainError('invalid-decimal', `volume must be a number or a decimal string, got ${volumeUsdt === null ? 'null' : typeof volumeUsdt}`);
}

/**
 * The band of the fee table whose range contains a volume in USDT (a row of `FEE_TABLE`). Bands
 * include their lower bound: exactly 100,000 is level 2; 99,999.99 is level 1; 100,000,000 and above
 * is level 8.
 *
 * @throws DomainError (a `RangeError`) `invalid-decimal` when the volume is NaN, non-numeric text or
 *   neither a number nor a string; `invalid-amount` when it is negative or infinite. The message says which.
 */
export function feeBandForVolume(volumeUsdt: number | string): FeeBand {
  const volume = toVolume(volumeUsdt);
  if (volume.isNaN()) throw new DomainError('invalid-decimal', 'volume must be a number, got NaN');
  if (!volume.isFinite()) throw new DomainError('invalid-amount', `volume must be finite, got ${volume.toString()}`);
  if (volume.lt(0)) throw new DomainError('invalid-amount', `volume must not be negative, got ${volume.toString()}`);
  for (let i = FEE_TABLE.length - 1; i > 0; i--) {
    const band = FEE_TABLE[i]!;
    if (volume.gte(band.lowerBound)) return band;
  }
  return FEE_TABLE[0]!;
}
