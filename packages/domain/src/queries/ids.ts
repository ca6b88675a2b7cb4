// Comparing identifiers. "Identifiers are strings", yet orders are "ordered by id" and orderIdAfter
// "includes orders with id greater than or equal to it" (open point #10 in the README).

/** How a set of ids is compared: as decimal integers or as plain strings (UTF-16 code units). */
export type IdOrdering = 'numeric' | 'string';

const DECIMAL_INTEGER = /^-?\d+$/;

/**
 * open point #10 in the README: `'numeric'` when every id is a decimal integer string (optional leading minus,
 * digits only), otherwise `'string'`. An empty list is `'numeric'` (nothing contradicts it).
 */
export function idOrderingFor(ids: Iterable<string>): IdOrdering {
  for (const id of ids) if (!DECIMAL_INTEGER.test(id)) return 'string';
  return 'numeric';
}

/** Digits only, and no leading zero unless it is `0` itself. */
function isPlainMagnitude(id: string): boolean {
  const n = id.length;
  if (n === 0 || (n > 1 && id.charCodeAt(0) === 48)) return false;
  for (let i = 0; i < n; i++) {
    const c = id.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

function compareMagnitudes(a: string, b: string): number {
  const x = a.replace(/^0+(?=\d)/, '');
  const y = b.replace(/^0+(?=\d)/, '');
  if (x.length !== y.length) return x.length < y.length ? -1 : 1;
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * Compares two ids; negative, zero or positive like `Array#sort` expects. `'numeric'` compares the
 * integers the ids spell, of any length (`'9' < '10'`, `'007' = '7'`); an id that is not a decimal
 * integer sorts after every numeric one and, among its kind, as a string. `'string'` compares by
 * UTF-16 code units (`'10' < '9'`).
 */
export function compareIds(a: string, b: string, mode: IdOrdering): number {
  if (mode === 'string') return a < b ? -1 : a > b ? 1 : 0;
  // The common case, read in place (checks sort thousands of ids): two non-negative integers without
  // leading zeros order by length, then as text.
  if (isPlainMagnitude(a) && isPlainMagnitude(b)) {
    if (a.length !== b.length) return a.length < b.length ? -1 : 1;
    return a < b ? -1 : a > b ? 1 : 0;
  }
  const na = DECIMAL_INTEGER.test(a),
    nb = DECIMAL_INTEGER.test(b);
  if (!na || !nb) {
    if (na !== nb) return na ? -1 : 1;
    return a < b ? -1 : a > b ? 1 : 0;
  }
  const negA = a.startsWith('-'),
    negB = b.startsWith('-');
  const magA = negA ? a.slice(1) : a,
    magB = negB ? b.slice(1) : b;
  const zeroA = /^0+$/.test(magA),
    zeroB = /^0+$/.test(magB);
  const signA = zeroA ? 0 : negA ? -1 : 1,
    signB = zeroB ? 0 : negB ? -1 : 1;
  if (signA !== signB) return signA < signB ? -1 : 1;
  const c = compareMagnitudes(magA, magB);
  // Two equal negatives compare 0, not -0 (Object.is tells them apart).
  return signA < 0 && c !== 0 ? -c : c;
}
