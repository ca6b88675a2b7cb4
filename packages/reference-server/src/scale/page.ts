// Paging over an ordered run of candidates: skip (page - 1) × pageSize matches, take pageSize.
import type { Paging } from '../model/filters.js';
import { fewKinds, takeKinds } from './kind-ranks.js';
import { firstWhere } from './sort.js';

/**
 * The page of positions among `positions[lo .. hi - 1]` that satisfy `matches`, walked ascending or
 * descending. Stops as soon as the page is full.
 */
export function pageOf(
  positions: ArrayLike<number>,
  lo: number,
  hi: number,
  descending: boolean,
  matches: (position: number) => boolean,
  paging: Paging,
): number[] {
  let skip = (paging.page - 1) * paging.pageSize;
  const out: number[] = [];
  if (lo >= hi) return out;
  const step = descending ? -1 : 1;
  for (let i = descending ? hi - 1 : lo; descending ? i >= lo : i < hi; i += step) {
    const p = positions[i]!;
    if (!matches(p)) continue;
    if (skip > 0) skip--;
    else if (out.push(p) === paging.pageSize) break;
  }
  return out;
}

/**
 * The page `pageOf` gives, when `count(r)` tells how many of `positions[lo .. r - 1]` match: the
 * start of the page is found by bisection on the count, then only the page itself is walked. With
 * `kinds`, every record of `[lo, hi)` matches exactly when its kind is in the mask.
 */
export function pageOfCounted(
  positions: ArrayLike<number>,
  lo: number,
  hi: number,
  descending: boolean,
  matches: (position: number) => boolean,
  paging: Paging,
  count: (r: number) => number,
  kinds?: { ranks: readonly Int32Array[]; mask: number },
): number[] {
  if (lo >= hi) return [];
  const skip = (paging.page - 1) * paging.pageSize;
  const total = count(hi);
  if (skip >= total) return [];
  // The smallest r with `target` matches before it: ascending, the page starts there; descending,
  // `skip` matches lie from r on, so the page starts just before r.
  const target = descending ? total - skip : skip;
  const r = lo + firstWhere(hi - lo + 1, (i) => count(lo + i) >= target);
  if (kinds && fewKinds(kinds.ranks, kinds.mask)) {
    // Inside [lo, hi) a record matches exactly when its kind does: the page is merged from the lists.
    return takeKinds(kinds.ranks, kinds.mask, lo, hi, r, descending, paging.pageSize).map((i) => positions[i]!);
  }
  const first = { page: 1, pageSize: paging.pageSize };
  return descending ? pageOf(positions, lo, r, true, matches, first) : pageOf(positions, r, hi, false, matches, first);
}

/** Every position that satisfies `matches`, ascending (for selections over several accounts). */
export function allOf(positions: ArrayLike<number>, lo: number, hi: number, matches: (position: number) => boolean): number[] {
  const out: number[] = [];
  for (let i = lo; i < hi; i++) if (matches(positions[i]!)) out.push(positions[i]!);
  return out;
}

/** Orders merged candidates by `key` (ties by position), then pages them. */
export function pageOfMerged(candidates: number[], key: ArrayLike<number>, descending: boolean, paging: Paging): number[] {
  candidates.sort((a, b) => key[a]! - key[b]! || a - b);
  if (descending) candidates.reverse();
  const from = (paging.page - 1) * paging.pageSize;
  return candidates.slice(from, from + paging.pageSize);
}
