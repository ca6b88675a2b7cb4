import { skipped } from '../../support/outcome.js';
import { datetime } from '../../support/windows.js';
import type { Check } from '../../types.js';
import { LIST_ENDPOINT, LIST_SECTION } from './_support/target.js';
import { rejectAndAccept } from './_support/validation.js';

/** A symbol that is not among the discovered pairs (nor a case variant of one). */
export function unknownPairSymbol(known: readonly string[], seed = 0): string {
  const lower = new Set(known.map((s) => s.toLowerCase()));
  for (let i = seed; ; i++) {
    const candidate = `TARCNOPAIR${i}`;
    if (!lower.has(candidate.toLowerCase())) return candidate;
  }
}

/** "pairSymbol … must be an existing pair": an unknown symbol is a 400 on errors.pairSymbol. */
export const ordersPairUnknown400: Check = {
  id: 'orders.pair-unknown-400',
  title: 'GET /v1/orders with a pairSymbol that names no pair: 400 on pairSymbol',
  requirements: ['ORD-LIST-PAIR-SYMBOL', 'ERR-ORD-PAIR-EXISTS'],
  section: LIST_SECTION,
  endpoint: LIST_ENDPOINT,
  async run(ctx) {
    const pairs = ctx.discovery.brokerPairs;
    if (!pairs) return skipped('broker pairs could not be discovered, so no symbol is known not to exist');
    const pairSymbol = unknownPairSymbol(pairs.map((p) => String(p.symbol)));
    return rejectAndAccept(ctx, [
      { what: `pairSymbol=${pairSymbol} (no such pair)`, query: { pairSymbol, createdAtBefore: datetime(ctx, ctx.discovery.now) }, key: 'pairSymbol' },
    ], []);
  },
};
