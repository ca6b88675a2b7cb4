import type { ListRecord } from '#support/list-target.js';
import { Findings, noData, unobservable } from '#support/outcome.js';
import { fetchRecords, missingFrom, showIds } from '#support/probes/collect.js';
import type { Check } from '#types';
import { LIST_ENDPOINT, LIST_SECTION, onTradesWindow } from '#support/trades-target.js';
import { pairSymbols } from '#support/pair-symbols.js';
import { TRADES_PAGE_SIZE } from '#spec-constants';

const CODES = {
  'other-pair': 'pairSymbol=X returned a trade of another pair',
  'repeated-other-pair': 'pairSymbol repeated returned a trade of a pair not asked for',
  'repeated-misses': 'pairSymbol repeated missed trades the single pairs return',
} as const;

/**
 * "pairSymbol | STRING[] | yes": each pair alone returns only its trades; the pairs repeated return
 * the trades of each of them and only those.
 */
export const tradesPairFilter = {
  id: 'trades.pair-filter',
  title: 'GET /v1/trades: pairSymbol (single and repeated) returns the trades of each pair asked for, and only those',
  requirements: ['TRD-LIST-PAIR-SYMBOL', 'GEN-STRING-ARRAY-EXPLODED'],
  codes: CODES,
  codeRequirements: {
    'other-pair': ['TRD-LIST-PAIR-SYMBOL'],
    'repeated-other-pair': ['TRD-LIST-PAIR-SYMBOL', 'GEN-STRING-ARRAY-EXPLODED'],
    'repeated-misses': ['TRD-LIST-PAIR-SYMBOL', 'GEN-STRING-ARRAY-EXPLODED'],
  },
  needs: { credentials: true, brokerPairs: 2, trades: 1 },
  section: LIST_SECTION,
  endpoint: LIST_ENDPOINT,
  run(ctx) {
    return onTradesWindow(ctx, 150, async (target, query) => {
      // Pairs with discovered trades first, then other broker pairs: a server honouring only one of
      // repeated values may have hidden the others' trades from discovery too.
      const discovered = target.base.pairSymbol as string[];
      const others = pairSymbols(ctx).filter((p) => !discovered.includes(p));
      const pairs = [...discovered, ...others].slice(0, Math.max(3, discovered.length));
      if (pairs.length < 2) return unobservable('fewer than two broker pairs were discovered; repeated pairSymbol needs two');
      const window = { createdAtBefore: query.createdAtBefore, createdAtAfter: query.createdAtAfter };
      const size = TRADES_PAGE_SIZE.max;
      const [all, ...singles] = await Promise.all([
        // Page 1 named: trades.side-filter's unfiltered page of the same window.
        fetchRecords(ctx, target.path, { ...window, pairSymbol: pairs, page: 1, pageSize: size }),
        ...pairs.map((p) => fetchRecords(ctx, target.path, { ...window, pairSymbol: [p], pageSize: size })),
      ]);
      if (!all!.ok) return all!.outcome;
      const findings = new Findings(CODES);
      const singleItems: ListRecord[] = [];
      for (const [i, single] of singles.entries()) {
        if (!single.ok) return single.outcome;
        for (const item of single.items) singleItems.push(item); // no spread: a page may be long
        const stray = single.items.find((t) => t.pairSymbol !== pairs[i]);
        if (stray) {
          findings.add(
            'other-pair',
            `pairSymbol=${pairs[i]} returned trade ${String(stray.id)} of ${JSON.stringify(stray.pairSymbol)}`,
            single.exchange.evidence({ expected: `pairSymbol ${pairs[i]}`, actual: `${String(stray.id)}: ${JSON.stringify(stray.pairSymbol)}` }),
          );
        }
      }
      const stray = all!.items.find((t) => !pairs.includes(String(t.pairSymbol)));
      if (stray) {
        findings.add(
          'repeated-other-pair',
          `pairSymbol=${pairs.join('&pairSymbol=')} returned trade ${String(stray.id)} of ${JSON.stringify(stray.pairSymbol)}`,
          all!.exchange.evidence({ expected: `pairSymbol in ${pairs.join(', ')}`, actual: `${String(stray.id)}: ${JSON.stringify(stray.pairSymbol)}` }),
        );
      }
      if (all!.items.length < size && singles.every((s) => s.ok && s.items.length < size)) {
        const missing = missingFrom(singleItems, all!.items);
        if (missing.length > 0) {
          const perPair = pairs.map((p) => `${p}: ${all!.items.filter((t) => t.pairSymbol === p).length}`).join(', ');
          findings.add(
            'repeated-misses',
            `pairSymbol repeated misses trades the single pairs return (${showIds(missing)})`,
            all!.exchange.evidence({
              expected: `the ${singleItems.length} trades of ${pairs.join(', ')} together`,
              actual: `${all!.items.length} trades (${perPair})`,
            }),
          );
        }
      }
      if (all!.items.length === 0 && singleItems.length === 0) return noData(`the window probed holds no trades of ${pairs.join(', ')}`);
      return findings.outcome(`${pairs.length} pairs: ${singleItems.length} trades alone, ${all!.items.length} together`);
    });
  },
} as const satisfies Check;
