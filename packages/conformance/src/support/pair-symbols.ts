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
