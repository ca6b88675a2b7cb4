// "| symbol | STRING | no | crypto asset symbol |": records carry an assetId, not a symbol, so the
// filter is read through the crypto assets: with symbol=S every record returned refers to an asset
// whose currencySymbol is S, and every record of the window with such an asset is returned.
import { inOrder } from '#support/in-order.js';
import { fetchList } from '#support/fetch-list.js';
import { objectsOf } from '#support/objects.js';
import { Findings, unobservable } from '#support/outcome.js';
import { assetsById, createdAtOf, DEPOSITS, idOf, instantsOf, inWindow, sentWindow, WITHDRAWALS } from '#support/transfers.js';
import { TRANSFERS_PAGE_SIZE } from '#spec-constants';
import type { SentWindow, TransferEndpoint, TransferRecord } from '#support/transfers.js';
import type { Check, CheckContext, CheckOutcome } from '#types';
import { fetchDataWindow, isOutcome } from './_support/fetch-window.js';
import { addListFailure } from './_support/list-failure.js';
import { transferNeeds } from './_support/needs.js';

const SYMBOL_FILTER_CODES = {
  'other-symbol-returned': 'currencySymbol=X returned a record of another currency',
  'symbol-records-missing': 'currencySymbol=X missed records of that currency the unfiltered list holds',
} as const;
const symbolFilterNeeds = (endpoint: TransferEndpoint) => transferNeeds(endpoint, 1);

const PRESENT_SYMBOLS = 2;

async function symbolFilterRule(ctx: CheckContext, endpoint: TransferEndpoint): Promise<CheckOutcome> {
  const assets = ctx.discovery.cryptoAssets;
  const data = await fetchDataWindow(ctx, endpoint);
  if (isOutcome(data)) return data;
  if (!assets || assets.length === 0) return unobservable('no crypto assets were discovered; the symbol filter cannot be read through their currencySymbol');
  const byId = assetsById(assets);
  const symbolOf = (r: TransferRecord) => byId.get(String(r.assetId))?.currencySymbol;
  // A full page may not hold the window: narrow it to the records after the oldest one returned.
  const { window, items } = data.raw.length < TRANSFERS_PAGE_SIZE.max ? data : narrowed(ctx, data.window, data.items);

  const counts = new Map<string, number>();
  for (const r of items) {
    const s = symbolOf(r);
    if (s !== undefined) counts.set(s, (counts.get(s) ?? 0) + 1);
  }
  if (counts.size === 0) return unobservable(`no ${endpoint.noun} of the window refers to a discovered crypto asset; the filter cannot be seen`);
  const present = [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, PRESENT_SYMBOLS)
    .map(([s]) => s);
  const absent = [...new Set(assets.map((a) => a.currencySymbol))].find((s) => typeof s === 'string' && !counts.has(s));
  if (present.length < 2 && absent === undefined) {
    return unobservable(
      `every ${endpoint.noun.slice(0, -1)} of the window is of ${present[0]} and every crypto asset symbol occurs: a filter returning other symbols cannot be seen`,
    );
  }
  const symbols = absent === undefined ? present : [...present, absent];

  const findings = new Findings(SYMBOL_FILTER_CODES);
  for await (const [symbol, list] of inOrder(symbols, (symbol) =>
    fetchList<unknown>(ctx, endpoint.path, { ...window.query, pageSize: TRANSFERS_PAGE_SIZE.max, symbol }),
  )) {
    if (!list.ok) {
      const stop = addListFailure(findings, `symbol=${symbol}`, list.outcome);
      if (stop) return stop;
      continue;
    }
    const returnedRecords = objectsOf(list.items);
    const wrong = returnedRecords.filter((r) => {
      const s = symbolOf(r);
      return s !== undefined && s !== symbol;
    });
    if (wrong.length > 0) {
      const first = wrong[0]!;
      findings.add(
        'other-symbol-returned',
        `symbol=${symbol} returned ${wrong.length} ${endpoint.noun} of other assets (e.g. ${idOf(first)} with assetId ${String(first.assetId)}, currencySymbol ${String(symbolOf(first))})`,
        list.exchange.evidence({
          expected: `only records whose asset has currencySymbol ${symbol}`,
          actual: `${idOf(first)}: asset ${String(first.assetId)} is ${String(symbolOf(first))}`,
        }),
      );
    }
    if (list.items.length < TRANSFERS_PAGE_SIZE.max) {
      const returned = new Set(returnedRecords.map(idOf));
      const missing = items.filter((r) => symbolOf(r) === symbol && !returned.has(idOf(r)));
      if (missing.length > 0) {
        findings.add(
          'symbol-records-missing',
          `symbol=${symbol} left out ${missing.length} ${endpoint.noun} of that symbol (e.g. ${idOf(missing[0])})`,
          list.exchange.evidence({
            expected: `the ${counts.get(symbol) ?? 0} record(s) of the window whose asset is ${symbol}`,
            actual: `${idOf(missing[0])} missing`,
          }),
        );
      }
    }
  }
  return findings.outcome(`symbol filter agrees with the assets' currencySymbol for ${symbols.join(', ')} on ${items.length} ${endpoint.noun}`);
}

/** The window after the oldest createdAt of a full page, and the page's records in it: all of that window's records. */
function narrowed(ctx: CheckContext, window: SentWindow, items: readonly TransferRecord[]): { window: SentWindow; items: TransferRecord[] } {
  const oldest = instantsOf(items)[0];
  if (oldest === undefined) return { window, items: [] };
  const inner = sentWindow(ctx, oldest, window.before);
  return {
    window: inner,
    items: items.filter((r) => {
      const t = createdAtOf(r);
      return t !== undefined && inWindow(t, inner);
    }),
  };
}

/** "| symbol | STRING | no | crypto asset symbol |", read through the crypto assets' currencySymbol. Both lists hold it: one check each. */
export const withdrawalsSymbolFilter = {
  id: 'crypto-transfers.withdrawals-symbol-filter',
  title: "The withdrawals symbol filter agrees with the assets' currencySymbol",
  requirements: ['WDR-FILTER-SYMBOL'],
  codes: SYMBOL_FILTER_CODES,
  needs: symbolFilterNeeds(WITHDRAWALS),
  section: 'Endpoints > GET /v1/crypto-withdrawals',
  endpoint: 'GET /v1/crypto-withdrawals',
  run(ctx) {
    return symbolFilterRule(ctx, WITHDRAWALS);
  },
} as const satisfies Check;

export const depositsSymbolFilter = {
  id: 'crypto-transfers.deposits-symbol-filter',
  title: "The deposits symbol filter agrees with the assets' currencySymbol",
  requirements: ['DEP-FILTER-SYMBOL'],
  codes: SYMBOL_FILTER_CODES,
  needs: symbolFilterNeeds(DEPOSITS),
  section: 'Endpoints > GET /v1/crypto-deposits',
  endpoint: 'GET /v1/crypto-deposits',
  run(ctx) {
    return symbolFilterRule(ctx, DEPOSITS);
  },
} as const satisfies Check;
