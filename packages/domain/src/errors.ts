// The errors the domain throws: a caller's mistake (an argument no rule can read), never a record's
// or a query's (those are results, not exceptions). Each carries a stable `code`.

/**
 * Why a domain function refused its arguments:
 * - `invalid-scale`: a scale that is not a non-negative safe integer (`hasScale`, `formatDecimal`).
 * - `invalid-decimal`: a value that is not a decimal number: text, integer or finite number (`formatDecimal`,
 *   `feeBandForVolume`).
 * - `invalid-date`: a `Date` whose time is NaN (`instantFromDate`). A date past year 9999 or before
 *   0000 is no error: it saturates at the last or first instant the canonical text can spell.
 * - `invalid-amount`: a count of days or milliseconds that is not finite or not a whole number of
 *   milliseconds (`addDays`, `addMilliseconds`); a volume that is negative or infinite (`feeBandForVolume`); a day count
 *   `clampDateRange` cannot clamp to.
 * - `invalid-secret`: an API secret that is not base64 (`signRequest`; the default scheme's HMAC key is its bytes).
 * - `invalid-argument`: anything else a caller passed that the function cannot read (`validationProblem`
 *   with no parameter or no message, `createdAtInstant` of a record whose createdAt is no timestamp,
 *   `validateResource` with an unknown kind or mode).
 */
export type DomainErrorCode = 'invalid-scale' | 'invalid-decimal' | 'invalid-date' | 'invalid-amount' | 'invalid-secret' | 'invalid-argument';

/** Thrown for a caller's mistake. A `RangeError`, so code that caught the former `RangeError`s still does. */
export class DomainError extends RangeError {
  readonly code: DomainErrorCode;
  constructor(code: DomainErrorCode, message: string) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
  }
}
