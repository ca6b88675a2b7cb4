// Identifiers in the profile's style (OPEN-POINTS #10). Internally every id is a positive integer;
// the styles only change its text, and all three keep the same order.
import type { IdOrdering } from '@tarc/domain';
import type { ReferenceProfile } from '../types.js';

export type IdStyle = ReferenceProfile['idStyle'];

const FIXED_BASE = 100_000_000_000; // 12 digits: ids stay below 9e10 by construction
const PREFIXED_DIGITS = 12;

export function idText(style: IdStyle, prefix: string, id: number): string {
  if (style === 'varying') return String(id);
  if (style === 'fixed-width') return String(FIXED_BASE + id);
  return `${prefix}-${String(id).padStart(PREFIXED_DIGITS, '0')}`;
}

/** The integer an id text spells in this style, or undefined when no record can have that text. */
export function parseIdText(style: IdStyle, prefix: string, text: string): number | undefined {
  let digits: string;
  if (style === 'prefixed') {
    if (!text.startsWith(`${prefix}-`) || text.length !== prefix.length + 1 + PREFIXED_DIGITS) return undefined;
    digits = text.slice(prefix.length + 1);
  } else digits = text;
  if (!/^\d{1,15}$/.test(digits)) return undefined;
  let id = Number(digits);
  if (style === 'fixed-width') {
    if (digits.length !== 12 || id < FIXED_BASE) return undefined;
    id -= FIXED_BASE;
  } else if (style === 'varying' && String(id) !== digits) return undefined;
  return id > 0 ? id : undefined;
}

/** How ids of this style compare ("ordered by id"): decimal integers numerically, prefixed as strings. */
export function idOrdering(style: IdStyle): IdOrdering {
  return style === 'prefixed' ? 'string' : 'numeric';
}

/**
 * A strictly increasing id sequence of `count` ids whose decimal length grows from one digit to
 * about eleven ("ids as decimal strings of varying length"), whatever `count` is.
 */
export function idSequence(count: number, next: () => number): Float64Array {
  const ids = new Float64Array(count);
  let previous = 0;
  for (let k = 0; k < count; k++) {
    const floor = Math.floor(5 * 10 ** ((9.5 * k) / Math.max(count, 1)));
    previous = Math.max(previous + 1 + Math.floor(next() * 3), floor);
    ids[k] = previous;
  }
  return ids;
}
