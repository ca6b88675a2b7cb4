// Fee levels as GET /v1/fee-levels returns them: "volumeRange: human-readable volume band in USDT;
// the top level is open-ended, written with a trailing plus", "makerFee, takerFee: text of the form
// %<percent> (<decimal fraction>)". Written from the spec's table as text: no decimal library.
import { DomainError } from '../errors.js';
import { FEE_TABLE } from '../fee-table.js';
import type { FeeLevel } from '../resources.js';

/** `100000000` → `100,000,000`. */
function grouped(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A plain non-negative decimal fraction times 100, as plain text: `0.0012` → `0.12`, `0.01` → `1`. */
function percentOf(fraction: string): string {
  const [integer = '0', decimals = ''] = fraction.split('.');
  const digits = `${integer}${decimals.padEnd(2, '0')}`;
  const point = integer.length + 2;
  const whole = digits.slice(0, point).replace(/^0+(?=\d)/, '');
  const rest = digits.slice(point).replace(/0+$/, '');
  return rest === '' ? whole : `${whole}.${rest}`;
}

/** `%<percent> (<decimal fraction>)`, e.g. `feeText('0.001') === '%0.1 (0.001)'`. */
export function feeText(fraction: string): string {
  return `%${percentOf(fraction)} (${fraction})`;
}

/**
 * The spec's fee level `level` (1 to 8) as the endpoint returns it, e.g. level 2:
 * `{ level: 2, volumeRange: '100,000 - 500,000', makerFee: '%0.09 (0.0009)', takerFee: '%0.11 (0.0011)' }`;
 * level 8's volumeRange is `100,000,000+`.
 *
 * @throws DomainError `invalid-argument` for a level outside 1 to 8.
 */
export function feeLevelRecord(level: number): FeeLevel {
  const entry = FEE_TABLE[level - 1];
  if (entry === undefined || !Number.isInteger(level)) {
    throw new DomainError('invalid-argument', `level must be 1 to ${FEE_TABLE.length}, got ${String(level)}`);
  }
  const next = FEE_TABLE[level];
  return {
    level,
    volumeRange: next === undefined ? `${grouped(entry.lowerBound)}+` : `${grouped(entry.lowerBound)} - ${grouped(next.lowerBound)}`,
    makerFee: feeText(entry.maker),
    takerFee: feeText(entry.taker),
  };
}

/** Every fee level as GET /v1/fee-levels returns them: "levels 1 to 8 are listed", in order. A new array each call. */
export function feeLevelRecords(): FeeLevel[] {
  return FEE_TABLE.map(({ level }) => feeLevelRecord(level));
}
