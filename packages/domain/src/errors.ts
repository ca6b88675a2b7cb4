// The errors the domain throws: a caller's mistake (an argument no rule can read), never a record's
// or a query's (those are results, not exceptions). Each carries a stable `code`.

/**
 * Why a domain function refused its arguments:
 * - `invalid-scale`: a scale that is not a non-negative safe integer.
 * - `invalid-decimal`: a value that is not a decimal number (text, integer or finite number).
 * - `invalid-date`: a `Date` whose time is NaN.
 * - `out-of-range`: an instant before year 0000 or after 9999, which the canonical text cannot spell.
 * - `invalid-amount`: a count of days or milliseconds that is not a finite number of whole 100 ns ticks.
 * - `invalid-secret`: an API secret that is not base64 (the default scheme's HMAC key is its bytes).
 * - `invalid-argument`: anything else a caller passed that the function cannot read.
 */
export type DomainErrorCode = 'invalid-scale' | 'invalid-decimal' | 'invalid-date' | 'out-of-range' | 'invalid-amount' | 'invalid-secret' | 'invalid-argument';

/** Thrown for a caller's mistake. A `RangeError`, so code that caught the former `RangeError`s still does. */
export class DomainError extends RangeError {
  readonly code: DomainErrorCode;
  constructor(code: DomainErrorCode, message: string) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
  }
}
