// OPEN-POINTS #15: the spec does not say how records of equal createdAt are ordered.

/**
 * Reverses, in place, each run of consecutive items with equal keys: under `tieOrder: reversed-in-page`
 * a page's tied records come in the other order, and a larger page may order them differently.
 */
export function reverseTies<T>(items: T[], keyOf: (item: T) => number | string): T[] {
  let start = 0;
  for (let i = 1; i <= items.length; i++) {
    if (i < items.length && keyOf(items[i]!) === keyOf(items[start]!)) continue;
    if (i - start > 1) {
      const run = items.slice(start, i).reverse();
      items.splice(start, run.length, ...run);
    }
    start = i;
  }
  return items;
}
