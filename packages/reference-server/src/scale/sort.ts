// Sorting and searching positions by a numeric column without allocating per element: the indexes of
// a million records stay typed arrays.

/** Sorts `positions` by `key[position]`, ascending and stable (bottom-up merge sort). */
export function sortPositions(positions: Int32Array, key: Float64Array): Int32Array {
  const n = positions.length;
  let from: Int32Array = positions;
  let to: Int32Array = new Int32Array(n);
  for (let width = 1; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(lo + width, n);
      const hi = Math.min(lo + 2 * width, n);
      let i = lo,
        j = mid,
        k = lo;
      while (i < mid && j < hi) to[k++] = key[from[j]!]! < key[from[i]!]! ? from[j++]! : from[i++]!;
      while (i < mid) to[k++] = from[i++]!;
      while (j < hi) to[k++] = from[j++]!;
    }
    [from, to] = [to, from];
  }
  if (from !== positions) positions.set(from);
  return positions;
}

/** The first index `i` in `[0, length)` for which `test(i)` holds, given `test` is monotone. */
export function firstWhere(length: number, test: (i: number) => boolean): number {
  let lo = 0,
    hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (test(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
