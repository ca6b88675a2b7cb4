// Pair symbols for requests that must name no existing pair.

/** A symbol that is not among the discovered pairs (nor a case variant of one). */
export function unknownPairSymbol(known: readonly string[], seed = 0): string {
  const lower = new Set(known.map((s) => s.toLowerCase()));
  for (let i = seed; ; i++) {
    const candidate = `TARCNOPAIR${i}`;
    if (!lower.has(candidate.toLowerCase())) return candidate;
  }
}
