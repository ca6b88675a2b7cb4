// Evidence stays readable and bounded: long arrays and strings are cut, with a note of what was cut.

const MAX_ITEMS = 10;
const MAX_STRING = 1000;
const MAX_DEPTH = 8;
const MAX_KEYS = 50;
const MAX_TEXT = 4000;

/**
 * A copy of a piece cut from a larger string. V8 keeps a slice as a view of the string it was cut
 * from, so 4,000 characters of an 8 MiB body would keep all of it alive as long as the evidence.
 */
export function detached(piece: string): string {
  return Buffer.from(piece, 'utf16le').toString('utf16le');
}

/** A bounded copy of a parsed JSON body for evidence. */
export function trimJson(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') {
    return value.length > MAX_STRING ? detached(`${value.slice(0, MAX_STRING)}… (${value.length - MAX_STRING} more characters)`) : value;
  }
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '…';
  if (Array.isArray(value)) {
    const head = value.slice(0, MAX_ITEMS).map((v) => trimJson(v, depth + 1));
    if (value.length > MAX_ITEMS) head.push(`… ${value.length - MAX_ITEMS} more items (${value.length} in all)`);
    return head;
  }
  const out: Record<string, unknown> = {};
  let keys = 0;
  for (const k in value) {
    if (!Object.hasOwn(value, k)) continue;
    if (++keys > MAX_KEYS) {
      out['…'] = `${Object.keys(value).length - MAX_KEYS} more fields`;
      break;
    }
    out[k] = trimJson((value as Record<string, unknown>)[k], depth + 1);
  }
  return out;
}

/** A bounded copy of a non-JSON body for evidence. */
export function trimText(text: string): string {
  return text.length > MAX_TEXT ? detached(`${text.slice(0, MAX_TEXT)}… (${text.length - MAX_TEXT} more characters)`) : text;
}
