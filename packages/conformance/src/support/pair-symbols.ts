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
