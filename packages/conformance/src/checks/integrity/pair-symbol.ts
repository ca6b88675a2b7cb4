import { exchangeHolding } from '#support/exchange-holding.js';
import { objectsOf } from '#support/objects.js';
import { Findings, noData } from '#support/outcome.js';
import type { Check } from '#types';

const CODES = {
  'order-unknown-pair': 'an order names a pairSymbol GET /v1/broker-pairs does not list',
  'trade-unknown-pair': 'a trade names a pairSymbol GET /v1/broker-pairs does not list',
} as const;

/**
 * Order: "| pairSymbol | string | pair symbol, e.g. <NUMERATOR><DENOMINATOR> |"; trades are listed by
 * "| pairSymbol | STRING[] | yes |" pairs. Every discovered order's and trade's pairSymbol is the
 * symbol of a broker pair.
 */
export const integrityPairSymbol = {
  id: 'integrity.pair-symbol',
  title: "Every order's and trade's pairSymbol is a broker pair's symbol",
  requirements: ['ORD-RES-FIELDS', 'TRD-LIST-PAIR-SYMBOL'],
  codes: CODES,
  codeRequirements: { 'order-unknown-pair': ['ORD-RES-FIELDS'], 'trade-unknown-pair': ['TRD-LIST-PAIR-SYMBOL'] },
  needs: { credentials: true, brokerPairs: 1, orders: 1, trades: 1 },
  section: 'Resources and their fields > Order',
  async run(ctx) {
    const pairs = ctx.discovery.brokerPairs;
    if (!pairs || pairs.length === 0) return noData('no broker pairs were discovered');
    const symbols = new Set(pairs.map((p) => p.symbol));
    const orders = objectsOf([...(ctx.discovery.account.orders?.values() ?? [])].flat());
    const trades = objectsOf(ctx.discovery.account.trades);
    if (orders.length + trades.length === 0) return noData('discovery read no orders or trades');
    const findings = new Findings(CODES);
    for (const [what, records] of [
      ['order', orders],
      ['trade', trades],
    ] as const) {
      const unknown = (records as readonly { id?: unknown; pairSymbol?: unknown }[]).filter((r) => !symbols.has(r.pairSymbol as string));
      if (unknown.length === 0) continue;
      const first = unknown[0]!;
      const exchange = exchangeHolding(ctx.exchanges(), first, { fields: { pairSymbol: first.pairSymbol } });
      findings.add(
        `${what}-unknown-pair`,
        `${unknown.length} ${what}(s) carry a pairSymbol no broker pair has (e.g. ${what} ${String(first.id)} with ${JSON.stringify(first.pairSymbol)})`,
        exchange?.evidence({ expected: `one of the ${symbols.size} broker pair symbols`, actual: JSON.stringify(first.pairSymbol), body: first }),
      );
    }
    return findings.outcome(`${orders.length} order(s) and ${trades.length} trade(s) refer to broker pairs`);
  },
} as const satisfies Check;
