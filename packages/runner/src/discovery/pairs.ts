// Which broker pairs discovery walks: each symbol once, and a bounded, deterministic sample of them,
// so that a listing of thousands of pairs costs what a listing of a hundred does.

import { encodeComponent } from '../http/query.js';

/** Pairs whose orders discovery walks by default (`--max-pairs`); ~6 requests each per account. */
export const DEFAULT_MAX_PAIRS = 100;
/** Longer symbols are not walked: a pair symbol is two asset symbols (`<NUMERATOR><DENOMINATOR>`). */
const MAX_SYMBOL_LENGTH = 100;

export interface PairSample {
  /** The symbols walked, in listed order. */
  symbols: string[];
  /** Said in the report's notes when pairs were left out or repeated. */
  note?: string;
}

/**
 * The distinct string symbols of `pairs`, in listed order; past `maxPairs`, every (n / maxPairs)-th
 * of them, so the sample spans the whole listing and two runs against the same listing walk the same pairs.
 */
export function pairsToWalk(pairs: readonly { symbol?: unknown }[], maxPairs: number): PairSample {
  const seen = new Set<string>();
  let unusable = 0;
  for (const pair of pairs) {
    if (typeof pair.symbol === 'string' && pair.symbol !== '' && pair.symbol.length <= MAX_SYMBOL_LENGTH) seen.add(pair.symbol);
    else unusable++;
  }
  const distinct = [...seen];
  const repeated = pairs.length - unusable - distinct.length;
  const said: string[] = [];
  if (repeated > 0) said.push(`${repeated} repeated symbol(s) walked once`);
  if (unusable > 0) said.push(`${unusable} pair(s) without a symbol of 1 to ${MAX_SYMBOL_LENGTH} characters left out`);
  if (distinct.length <= maxPairs) {
    return { symbols: distinct, ...(said.length > 0 ? { note: `broker pairs: ${said.join('; ')}` } : {}) };
  }
  const symbols: string[] = [];
  for (let i = 0; i < maxPairs; i++) symbols.push(distinct[Math.floor((i * distinct.length) / maxPairs)]!);
  said.push(`orders and trades were sampled on ${maxPairs} of ${distinct.length} distinct pairs (evenly spaced in listed order; --max-pairs to change)`);
  return { symbols, note: `broker pairs: ${said.join('; ')}` };
}

/** Characters of a URL's query one multi-valued parameter may take (servers refuse long request lines). */
const MAX_QUERY_CHARS = 2000;

/**
 * `values` split so that `name=v1&name=v2…` stays within `maxChars` once encoded. A value too long
 * for a URL on its own is left out and counted.
 */
export function chunkQueryValues(name: string, values: readonly string[], maxChars = MAX_QUERY_CHARS): { chunks: string[][]; dropped: number } {
  const chunks: string[][] = [];
  let current: string[] = [];
  let size = 0;
  let dropped = 0;
  for (const value of values) {
    const cost = encodeComponent(name).length + encodeComponent(value).length + 2;
    if (cost > maxChars) {
      dropped++;
      continue;
    }
    if (size + cost > maxChars && current.length > 0) {
      chunks.push(current);
      current = [];
      size = 0;
    }
    current.push(value);
    size += cost;
  }
  if (current.length > 0) chunks.push(current);
  return { chunks, dropped };
}
