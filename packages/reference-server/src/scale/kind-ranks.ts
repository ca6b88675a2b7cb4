// Per kind of record (status and type of an order, pair and side of a trade), the indexes of an
// ordered run that hold that kind: a filtered page then counts its matches by bisection instead of
// walking every non-matching record before it.

/** Per kind `0 .. kinds - 1`, the ascending indexes `i` of `positions` with `kindOf(positions[i])` = kind. */
export function kindRanks(positions: Int32Array, kinds: number, kindOf: (position: number) => number): Int32Array[] {
  const sizes = new Int32Array(kinds);
  for (let i = 0; i < positions.length; i++) sizes[kindOf(positions[i]!)]!++;
  const out = Array.from(sizes, (size) => new Int32Array(size));
  const fill = new Int32Array(kinds);
  for (let i = 0; i < positions.length; i++) {
    const k = kindOf(positions[i]!);
    out[k]![fill[k]!++] = i;
  }
  return out;
}

function lowerBound(values: Int32Array, x: number): number {
  let lo = 0,
    hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** How many indexes in `[from, to)` are of a kind whose bit is set in `mask`. */
export function countKinds(ranks: readonly Int32Array[], mask: number, from: number, to: number): number {
  if (to <= from) return 0;
  // Every index has one kind: when most kinds match, count the others and subtract.
  let set = 0;
  for (let k = 0; k < ranks.length; k++) set += (mask >> k) & 1;
  const complement = 2 * set > ranks.length;
  let n = 0;
  for (let k = 0; k < ranks.length; k++) {
    if (((mask >> k) & 1) === (complement ? 0 : 1)) n += lowerBound(ranks[k]!, to) - lowerBound(ranks[k]!, from);
  }
  return complement ? to - from - n : n;
}

/** True when few kinds are asked for, so walking their lists beats walking the run and testing each record. */
export function fewKinds(ranks: readonly Int32Array[], mask: number): boolean {
  let set = 0;
  for (let k = 0; k < ranks.length; k++) set += (mask >> k) & 1;
  return 2 * set <= ranks.length;
}

/**
 * Up to `take` indexes of the kinds in `mask`, merged from their lists in index order: ascending
 * from `start` (below `hi`), or descending from just below `start` (down to `lo`).
 */
export function takeKinds(ranks: readonly Int32Array[], mask: number, lo: number, hi: number, start: number, descending: boolean, take: number): number[] {
  const lists: Int32Array[] = [];
  const at: number[] = [];
  for (let k = 0; k < ranks.length; k++) {
    if (((mask >> k) & 1) === 0) continue;
    lists.push(ranks[k]!);
    at.push(lowerBound(ranks[k]!, start) - (descending ? 1 : 0));
  }
  const out: number[] = [];
  while (out.length < take) {
    let best = -1,
      value = descending ? lo - 1 : hi;
    for (let j = 0; j < lists.length; j++) {
      const i = at[j]!;
      if (i < 0 || i >= lists[j]!.length) continue;
      const v = lists[j]![i]!;
      if (descending ? v > value : v < value) {
        best = j;
        value = v;
      }
    }
    if (best < 0) break;
    out.push(value);
    at[best] = at[best]! + (descending ? -1 : 1);
  }
  return out;
}
