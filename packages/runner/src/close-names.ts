// "Did you mean": the names close to a mistyped one, for every place a name is looked up (explain's
// codes and ids, --only/--skip, command options). One definition, so every command suggests alike.

/** Edits (insert, delete, replace, swap two neighbours) from `a` to `b`, or `limit + 1` once past `limit`. */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = row;
  }
  return previous[b.length]!;
}

/**
 * The candidates close to `query` (case ignored), closest first: those a few edits away (about one
 * in four characters, at least one), else those sharing its first word (before `.`, `/`, `-`).
 */
export function closeNames(query: string, candidates: Iterable<string>, max = 5): string[] {
  const q = query.toLowerCase();
  const unique = [...new Set(candidates)];
  const limit = Math.max(1, Math.floor(q.length / 4));
  const near = unique
    .map((name) => ({ name, d: distance(q, name.toLowerCase(), limit) }))
    .filter((c) => c.d <= limit)
    .sort((a, b) => a.d - b.d)
    .map((c) => c.name);
  if (near.length > 0) return near.slice(0, max);
  const stem = q.replace(/^-+/, '').split(/[./-]/)[0] ?? '';
  if (stem.length < 2) return [];
  return unique.filter((name) => name.toLowerCase().replace(/^-+/, '').startsWith(stem)).slice(0, max);
}

/** ` (did you mean "x"?)`, or `` when nothing is close. */
export function didYouMean(query: string, candidates: Iterable<string>): string {
  const close = closeNames(query, candidates, 3);
  return close.length ? ` (did you mean ${close.map((n) => `"${n}"`).join(' or ')}?)` : '';
}
