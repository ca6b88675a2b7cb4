// What a record rule or a schema reports: a fact about one field, as data (codes, not prose, are
// what tests and callers compare).

/**
 * - `required`: a listed field is missing.
 * - `type`: wrong JSON type (string, integer, boolean, array, object, null).
 * - `format`: a string of the wrong shape (not a plain decimal, not a timestamp, not `%p (f)`).
 * - `enum`: a value outside the spec's list (e.g. an order status).
 * - `range`: a number outside its bounds (e.g. a negative maxAmountScale).
 * - `scale`: a decimal with the wrong number of fractional digits.
 * - `extra-field`: a field the spec does not list (strict mode only).
 * - `forbidden-field`: one of the four fields a deposit must not have (every mode).
 * - `sign`: a Buy trade's denominatorAmount, feeAmount or taxAmount above zero.
 * - `family-id`: a network's familyId differs from its family's id.
 * - `fee-table`: a fee level missing, repeated, out of 1..8, or with a fee other than the table's.
 * - `fee-percent`: a fee text whose percent is not its fraction × 100.
 * - `volume-range`: the top level's volumeRange without its trailing `+`.
 * - `invalid`: any other schema failure.
 */
export type FindingCode =
  | 'required' | 'type' | 'format' | 'enum' | 'range' | 'scale' | 'extra-field' | 'forbidden-field'
  | 'sign' | 'family-id' | 'fee-table' | 'fee-percent' | 'volume-range' | 'invalid';

export interface Finding {
  /** Path of the field, e.g. `createdAt`, `cryptoNetworks[0].familyId`, `[3].makerFee`; `''` is the record itself. */
  field: string;
  code: FindingCode;
  /** Human-readable; quotes at most a short prefix of the offending value. */
  message: string;
}

const SHOWN = 40;

/** A received value as a message shows it: JSON, shortened. */
export function shownValue(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > SHOWN ? `${text.slice(0, SHOWN)}…` : text;
}

/** Joins a path and a property the way `field` spells it. */
export function fieldPath(base: string, key: string | number): string {
  if (typeof key === 'number') return `${base}[${key}]`;
  return base === '' ? key : `${base}.${key}`;
}
