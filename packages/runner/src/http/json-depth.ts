// Parsing a body a server chose, with bounds: the 8 MiB body cap bounds bytes, not memory (nested
// arrays parse ~29× larger, small objects ~20×). One iterative pass measures nesting and counts
// values before JSON.parse, so a body deeper than any resource of the spec is refused unparsed and a
// list with too many values is cut to the items that fit.

/** Deepest nesting parsed. A spec resource nests 3 levels (a list of assets, their networks, …). */
const MAX_JSON_DEPTH = 32;
/** Items kept of a list (a top-level array). A page holds at most 1000; reference data a few hundred. */
const MAX_LIST_ITEMS = 10_000;
/** Values (containers and scalars, about) parsed from one body: a page of 1000 trades holds ~20,000. */
const MAX_JSON_VALUES = 250_000;

export interface JsonLimits {
  maxDepth: number;
  maxItems: number;
  maxValues: number;
}

export const DEFAULT_JSON_LIMITS: JsonLimits = { maxDepth: MAX_JSON_DEPTH, maxItems: MAX_LIST_ITEMS, maxValues: MAX_JSON_VALUES };

export type BoundedParse = { ok: true; json: unknown; values: number; cut?: string } | { ok: false; error: string; limit?: string };

const OPEN_ARRAY = 0x5b; // [
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b; // {
const CLOSE_OBJECT = 0x7d;
const COMMA = 0x2c;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

interface Scan {
  /** Past `maxDepth`: the offset where it went too deep. */
  tooDeep?: number;
  /** Past `maxItems` or `maxValues` in a top-level array: where to cut (the comma after the last item kept). */
  cutAt?: number;
  keptItems: number;
  /** Past `maxValues` and not cuttable (not a list, or its first item alone too large). */
  tooMany?: boolean;
  values: number;
}

/** One pass over the text, no allocation: nesting depth, a count of values, where to cut a list. */
export function scanJson(text: string, limits: JsonLimits = DEFAULT_JSON_LIMITS): Scan {
  let depth = 0;
  let values = 0;
  let items = 0;
  let lastComma = -1;
  let topArray = false;
  let started = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      // Most of a body is strings: jump to the closing quote with the native search.
      i = closingQuote(text, i);
      started = true;
      continue;
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (!started) topArray = c === OPEN_ARRAY;
      depth++;
      values++;
      if (depth > limits.maxDepth) return { tooDeep: i, keptItems: items, values };
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      depth--;
    } else if (c === COMMA) {
      values++;
      if (topArray && depth === 1) {
        items++;
        lastComma = i;
        if (items >= limits.maxItems) return { cutAt: i, keptItems: items, values };
      }
    }
    if (c > 0x20) started = true;
    if (values > limits.maxValues) {
      // Cut before the item that passed the bound; the items before it stay whole.
      if (topArray && lastComma >= 0) return { cutAt: lastComma, keptItems: items, values };
      return { tooMany: true, keptItems: 0, values };
    }
  }
  return { keptItems: items, values };
}

/** The index of the quote that closes the string opened at `open` (one not escaped), or the text's length. */
function closingQuote(text: string, open: number): number {
  let at = text.indexOf('"', open + 1);
  while (at !== -1) {
    let backslashes = 0;
    for (let k = at - 1; k > open && text.charCodeAt(k) === BACKSLASH; k--) backslashes++;
    if (backslashes % 2 === 0) return at;
    at = text.indexOf('"', at + 1);
  }
  return text.length;
}

/**
 * Bodies up to this many characters are parsed first and measured on the parsed tree: even nested
 * arrays (~29× their text) then hold a few MiB at most, and a tree within the bounds (every page of
 * the spec's) costs a walk of its containers instead of a pass over every character (~3× the parse
 * itself on a 12 KB page). A tree past a bound is scanned as any larger body, for the same answer.
 */
const PARSED_FIRST_CHARS = 256 * 1024;

/**
 * The scan's count of a tree within the bounds (each container one value, and one per comma between
 * its members), or undefined where a bound is passed (then the scan says where).
 */
function measuredTree(json: unknown, limits: JsonLimits): number | undefined {
  let values = 0;
  const visit = (v: unknown, depth: number): boolean => {
    if (v === null || typeof v !== 'object') return true;
    if (depth > limits.maxDepth) return false;
    let members = 0;
    if (Array.isArray(v)) {
      for (const item of v) if (!visit(item, depth + 1)) return false;
      members = v.length;
    } else {
      for (const key in v) {
        if (!visit((v as Record<string, unknown>)[key], depth + 1)) return false;
        members++;
      }
    }
    values += Math.max(members, 1);
    return values <= limits.maxValues;
  };
  if (!visit(json, 1)) return undefined;
  return Array.isArray(json) && json.length - 1 >= limits.maxItems ? undefined : values;
}

/** JSON.parse within the limits: too deep or too large is an error (a finding), a long list is cut (a note). */
export function parseBounded(text: string, limits: JsonLimits = DEFAULT_JSON_LIMITS): BoundedParse {
  if (text.length <= PARSED_FIRST_CHARS) {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined; // not JSON, or a nesting the parser refused: the scan gives the answer
    }
    const values = json === undefined ? undefined : measuredTree(json, limits);
    if (values !== undefined) return { ok: true, json, values };
  }
  const scan = scanJson(text, limits);
  if (scan.tooDeep !== undefined) {
    const error = `nesting deeper than ${limits.maxDepth} levels (at character ${scan.tooDeep}): not parsed`;
    return { ok: false, error, limit: error };
  }
  if (scan.tooMany) {
    const error = `more than ${limits.maxValues} JSON values in one body: not parsed`;
    return { ok: false, error, limit: error };
  }
  try {
    if (scan.cutAt !== undefined) {
      const json: unknown = JSON.parse(`${text.slice(0, scan.cutAt)}]`);
      return {
        ok: true,
        json,
        values: scan.values,
        cut: `a list past ${scan.keptItems} items or ${limits.maxValues} values: only its first ${scan.keptItems} items were read`,
      };
    }
    return { ok: true, json: JSON.parse(text) as unknown, values: scan.values };
  } catch (error) {
    return { ok: false, error: `not JSON: ${(error as Error).message}` };
  }
}
