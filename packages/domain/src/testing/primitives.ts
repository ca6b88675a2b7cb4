// Building blocks for the resource arbitraries: ids, decimal strings, timestamps, symbols.
import fc, { type Arbitrary } from 'fast-check';
import type { DecimalString, Timestamp } from '../index.js';

/** "Identifiers are strings": decimal integers or UUIDs. */
export function id(): Arbitrary<string> {
  return fc.oneof(fc.nat().map(String), fc.uuid());
}

export function symbol(): Arbitrary<string> {
  return fc.stringMatching(/^[A-Z]{2,6}$/);
}

export type DecimalSign = 'any' | 'nonNegative' | 'nonPositive';

/**
 * A plain decimal string with exactly `scale` fractional digits ("-12.3400", "0", …): the form
 * `hasScale(value, scale)` accepts. `sign` restricts its sign (zero may carry a minus when
 * non-positive).
 */
export function decimalString(scale: number, sign: DecimalSign = 'nonNegative'): Arbitrary<DecimalString> {
  const digits = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: scale, maxLength: scale }).map((d) => d.join(''));
  const integer = fc.oneof(fc.constant(0n), fc.bigInt({ min: 0n, max: 10n ** 12n })).map(String);
  const minus = sign === 'any' ? fc.boolean() : fc.constant(sign === 'nonPositive');
  return fc.tuple(minus, integer, digits).map(([negative, int, frac]) => {
    const body = scale === 0 ? int : `${int}.${frac}`;
    return (negative ? `-${body}` : body) as DecimalString;
  });
}

/** A resource timestamp: no offset, 6 or 7 fractional digits, a real calendar instant (2000 to 2099). */
export function timestamp(digits?: 6 | 7): Arbitrary<Timestamp> {
  return fc
    .tuple(
      fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59.999Z'), noInvalidDate: true }),
      fc.integer({ min: 0, max: 9999 }),
      digits === undefined ? fc.constantFrom(6 as const, 7 as const) : fc.constant(digits),
    )
    .map(([date, sub, n]) => `${date.toISOString().slice(0, 23)}${String(sub).padStart(4, '0')}`.slice(0, 20 + n) as Timestamp);
}

/** A user identifier in "an e-mail form". */
export function email(): Arbitrary<string> {
  return fc.emailAddress();
}
