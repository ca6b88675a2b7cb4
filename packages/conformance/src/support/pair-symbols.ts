import type { CheckContext } from '#types';

/**
 * The discovered broker pairs' symbols that can be asked for: strings, each once, in listed order.
 * A pair without a string symbol is the schema checks' finding; `String(symbol)` would send
 * `pairSymbol=undefined`.
 */
export function pairSymbols(ctx: CheckContext): string[] {
  const symbols = new Set<string>();
  for (const pair of ctx.discovery.brokerPairs ?? []) {
    const symbol: unknown = (pair as { symbol?: unknown } | null)?.symbol;
    if (typeof symbol === 'string' && symbol !== '') symbols.add(symbol);
  }
  return [...symbols];
}

/** The symbol a pair's numeratorSymbol and denominatorSymbol compose, when both are strings. */
export function composedSymbol(pair: Record<string, unknown>): string | undefined {
  return typeof pair.numeratorSymbol === 'string' && typeof pair.denominatorSymbol === 'string'
    ? `${pair.numeratorSymbol}${pair.denominatorSymbol}`
    : undefined;
}

/** A symbol that is not among the discovered pairs (nor a case variant of one), for requests that must name no existing pair. */
export function unknownPairSymbol(known: readonly string[], seed = 0): string {
  const lower = new Set(known.map((s) => s.toLowerCase()));
  for (let i = seed; ; i++) {
    const candidate = `TARCNOPAIR${i}`;
    if (!lower.has(candidate.toLowerCase())) return candidate;
  }
}
