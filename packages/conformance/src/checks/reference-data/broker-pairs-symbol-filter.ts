import { inOrder } from '#support/in-order.js';
import { fetchList, listProblem } from '#support/fetch-list.js';
import { Findings, noData, unobservable } from '#support/outcome.js';
import type { Check } from '#types';
import { fetchReferenceList } from './_support/fetch-reference.js';
import { objectsOf } from '#support/objects.js';

/** At most this many symbols are probed, so the cost does not grow with the number of pairs. */
const MAX_SYMBOLS = 20;

/** A symbol no listed pair has; deterministic for a run. */
function unknownSymbol(known: ReadonlySet<string>, seed: number): string {
  let candidate = `TARCNOPAIR${Math.abs(seed)}`;
  while (known.has(candidate)) candidate += 'X';
  return candidate;
}

const CODES = {
  'filtered-not-a-list': 'symbol=X (a listed pair) was not answered with a list',
  'filter-not-exact': 'symbol=X did not return exactly the pairs of that symbol',
  'unknown-symbol-not-a-list': 'symbol=X naming no pair was answered with neither an array nor a 4xx',
  'unknown-symbol-returns-pairs': 'symbol=X naming no pair returned pairs',
} as const;

/**
 * "symbol | STRING | no | pair symbol filter": symbol=S returns exactly the pairs whose symbol is S.
 * For a symbol that names no pair the spec is silent, so an empty array and a 4xx both pass.
 */
export const brokerPairsSymbolFilter = {
  id: 'reference-data.broker-pairs-symbol-filter',
  title: 'Broker pairs: the symbol filter returns exactly the matching pairs, and none for an unknown symbol',
  requirements: ['PAIR-SYMBOL-FILTER'],
  codes: CODES,
  needs: { brokerPairs: 1 },
  section: 'Endpoints > GET /v1/broker-pairs',
  endpoint: 'GET /v1/broker-pairs',
  async run(ctx) {
    const all = await fetchReferenceList(ctx, '/v1/broker-pairs');
    if (!all.ok) return all.outcome;
    const listed = objectsOf(all.items);
    const symbols = [...new Set(listed.map((p) => p.symbol).filter((s): s is string => typeof s === 'string'))];
    if (symbols.length === 0)
      return listed.length === 0
        ? noData('GET /v1/broker-pairs returned no pairs')
        : unobservable('GET /v1/broker-pairs returned no pair with a string symbol to filter by');
    const findings = new Findings(CODES);
    const probed = symbols.slice(0, MAX_SYMBOLS);
    for await (const [symbol, filtered] of inOrder(probed, (symbol) => fetchList(ctx, '/v1/broker-pairs', { symbol }))) {
      const expected = listed
        .filter((p) => p.symbol === symbol)
        .map((p) => String(p.id))
        .sort();
      if (!filtered.ok) {
        findings.add('filtered-not-a-list', `symbol=${symbol}: ${filtered.outcome.message ?? 'not a list'}`, filtered.outcome.evidence);
        continue;
      }
      const pairs = objectsOf(filtered.items);
      const actual = pairs.map((p) => String(p.id)).sort();
      const others = filtered.items.filter((p) => objectsOf([p]).length === 0 || p.symbol !== symbol);
      if (others.length > 0 || actual.join('\n') !== expected.join('\n')) {
        findings.add(
          'filter-not-exact',
          `symbol=${symbol} returned ${filtered.items.length} pair(s) (${others.length} with another symbol), expected ${expected.length}`,
          filtered.exchange.evidence({
            expected: `exactly the pair(s) with symbol ${symbol}: ids ${expected.join(', ')}`,
            actual: `ids ${actual.join(', ') || '(none)'}; symbols ${pairs.map((p) => String(p.symbol)).join(', ') || '(none)'}`,
          }),
        );
      }
    }
    const unknown = unknownSymbol(new Set(symbols), ctx.options.seed);
    const response = await ctx.http.get('/v1/broker-pairs', { symbol: unknown });
    let unknownNote: string;
    if (response.status >= 400 && response.status < 500) {
      unknownNote = `unknown symbol answered ${response.status} (accepted: the spec is silent)`;
    } else {
      const problem = listProblem(response);
      if (problem) {
        findings.add(
          'unknown-symbol-not-a-list',
          `symbol=${unknown} (no such pair): ${problem.message}`,
          response.evidence({
            expected: 'an empty array or a 4xx',
            actual: problem.actual,
          }),
        );
      } else if ((response.json as unknown[]).length > 0) {
        findings.add(
          'unknown-symbol-returns-pairs',
          `symbol=${unknown} (no such pair) returned ${(response.json as unknown[]).length} pair(s)`,
          response.evidence({ expected: 'an empty array or a 4xx', actual: `${(response.json as unknown[]).length} pair(s)` }),
        );
      }
      unknownNote = 'unknown symbol answered an empty array';
    }
    return findings.outcome(`${probed.length} symbol(s) filtered exactly; ${unknownNote}`);
  },
} as const satisfies Check;
