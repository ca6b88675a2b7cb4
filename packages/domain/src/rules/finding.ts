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
  | 'required'
  | 'type'
  | 'format'
  | 'enum'
  | 'range'
  | 'scale'
  | 'extra-field'
  | 'forbidden-field'
  | 'sign'
  | 'family-id'
  | 'fee-table'
  | 'fee-percent'
  | 'volume-range'
  | 'invalid';

export interface Finding {
  /** Path of the field, e.g. `createdAt`, `cryptoNetworks[0].familyId`, `[3].makerFee`; `''` is the record itself. */
  field: string;
  code: FindingCode;
  /** Human-readable; quotes at most a short prefix of the offending value. */
  message: string;
}

const SHOWN = 40;

/** Deepest nesting shown; deeper is `…` (a received value may nest as deep as its sender likes). */
const SHOWN_DEPTH = 8;

/**
 * A received value as a message shows it: JSON, shortened. Written with a depth bound and stopped
 * once long enough, so a huge or deeply nested value costs no more than a short one.
 */
export function shownValue(value: unknown): string {
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') {
    return shorten(String(value));
  }
  const out: string[] = [];
  let length = 0;
  const put = (text: string): boolean => {
    out.push(text);
    length += text.length;
    return length <= SHOWN;
  };
  const write = (v: unknown, depth: number): boolean => {
    if (v !== null && typeof v === 'object' && typeof (v as { toJSON?: unknown }).toJSON === 'function') {
      v = (v as { toJSON(): unknown }).toJSON();
    }
    if (typeof v === 'string') return put(JSON.stringify(v.length > SHOWN ? v.slice(0, SHOWN + 1) : v));
    if (v === null || typeof v !== 'object')
      return put(
        typeof v === 'number' && !Number.isFinite(v) ? 'null' : v === undefined || typeof v === 'function' || typeof v === 'symbol' ? 'null' : String(v),
      );
    if (depth >= SHOWN_DEPTH) return put('…');
    if (Array.isArray(v)) {
      if (!put('[')) return false;
      for (let i = 0; i < v.length; i++) {
        if (i > 0 && !put(',')) return false;
        if (!write(v[i], depth + 1)) return false;
      }
      return put(']');
    }
    if (!put('{')) return false;
    let first = true;
    for (const key in v) {
      if (!Object.hasOwn(v, key)) continue;
      const item = (v as Record<string, unknown>)[key];
      if (item === undefined || typeof item === 'function' || typeof item === 'symbol') continue;
      if (!first && !put(',')) return false;
      first = false;
      if (!put(`${JSON.stringify(key.length > SHOWN ? key.slice(0, SHOWN + 1) : key)}:`)) return false;
      if (!write(item, depth + 1)) return false;
    }
    return put('}');
  };
  write(value, 0);
  return shorten(out.join(''));
}

function shorten(text: string): string {
  return text.length > SHOWN ? `${text.slice(0, SHOWN)}…` : text;
}

/** Joins a path and a property the way `field` spells it. */
export function fieldPath(base: string, key: string | number): string {
  if (typeof key === 'number') return `${base}[${key}]`;
  return base === '' ? key : `${base}.${key}`;
}
