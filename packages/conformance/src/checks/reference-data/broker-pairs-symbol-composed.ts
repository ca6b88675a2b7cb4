import { Findings, noData, unobservable } from '#support/outcome.js';
import type { Check } from '#types';
import { fetchReferenceList } from './_support/fetch-reference.js';
import { objectsOf } from '#support/objects.js';
import { composedSymbol } from '#support/pair-symbols.js';

const CODES = {
  'not-composed': 'a broker pair symbol is not numeratorSymbol followed by denominatorSymbol',
} as const;

/**
 * "pair symbol, e.g. <NUMERATOR><DENOMINATOR>" (Order.pairSymbol): the only place the spec shows a
 * pair symbol's form, by example, hence SHOULD (see PAIR-SYMBOL-COMPOSED).
 */
export const brokerPairsSymbolComposed = {
  id: 'reference-data.broker-pairs-symbol-composed',
  title: 'Broker pairs: symbol is numeratorSymbol followed by denominatorSymbol',
  requirements: ['PAIR-SYMBOL-COMPOSED'],
  codes: CODES,
  needs: { brokerPairs: 1 },
  section: 'Resources and their fields > Broker pair',
  endpoint: 'GET /v1/broker-pairs',
  async run(ctx) {
    const list = await fetchReferenceList(ctx, '/v1/broker-pairs');
    if (!list.ok) return list.outcome;
    const pairs = objectsOf(list.items).filter(
      (p) => typeof p.symbol === 'string' && typeof p.numeratorSymbol === 'string' && typeof p.denominatorSymbol === 'string',
    );
    if (pairs.length === 0)
      return objectsOf(list.items).length === 0
        ? noData('GET /v1/broker-pairs returned no pairs')
        : unobservable('no broker pair with string symbol, numeratorSymbol and denominatorSymbol to compare');
    const findings = new Findings(CODES);
    for (const pair of pairs) {
      const composed = composedSymbol(pair)!;
      if (pair.symbol !== composed) {
        findings.add(
          'not-composed',
          `pair ${JSON.stringify(pair.symbol)} is not numeratorSymbol + denominatorSymbol (${JSON.stringify(composed)})`,
          list.exchange.evidence({ expected: `symbol ${JSON.stringify(composed)}`, actual: JSON.stringify(pair.symbol), body: pair }),
        );
      }
    }
    return findings.outcome(`${pairs.length} pair symbols are <NUMERATOR><DENOMINATOR>`);
  },
} as const satisfies Check;
