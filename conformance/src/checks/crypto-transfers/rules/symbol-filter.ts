// "| symbol | STRING | no | crypto asset symbol |": records carry an assetId, not a symbol, so the
// filter is read through the crypto assets: with symbol=S every record returned refers to an asset
// whose currencySymbol is S, and every record of the window with such an asset is returned.
import { fetchList } from '../../../support/fetch-list.js';
import { objectsOf } from '../../../support/objects.js';
import { Findings, skipped } from '../../../support/outcome.js';
import { TRANSFER_PAGE_SIZE, assetsById, idOf } from '../../../support/transfers.js';
import type { TransferEndpoint, TransferRecord } from '../../../support/transfers.js';
import type { CheckContext, CheckOutcome } from '../../../types.js';
import { fetchDataWindow, isOutcome } from './fetch-window.js';

const PRESENT_SYMBOLS = 2;

export async function symbolFilterRule(ctx: CheckContext, endpoint: TransferEndpoint): Promise<CheckOutcome> {
  const assets = ctx.discovery.cryptoAssets;
  if (!assets || assets.length === 0) return skipped('no crypto assets were discovered; the symbol filter cannot be interpreted');
  const byId = assetsById(assets);
  const data = await fetchDataWindow(ctx, endpoint);
  if (isOutcome(data)) return data;

  const symbolOf = (r: TransferRecord) => byId.get(String(r.assetId))?.currencySymbol;
  const counts = new Map<string, number>();
  for (const r of data.items) {
    const s = symbolOf(r);
    if (s !== undefined) counts.set(s, (counts.get(s) ?? 0) + 1);
  }
  const present = [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, PRESENT_SYMBOLS).map(([s]) => s);
  const absent = [...new Set(assets.map((a) => a.currencySymbol))].find((s) => typeof s === 'string' && !counts.has(s));
  const symbols = absent === undefined ? present : [...present, absent];
  if (symbols.length === 0) return skipped(`no ${endpoint.noun} of the window refers to a discovered crypto asset`);

  const complete = data.items.length < TRANSFER_PAGE_SIZE.max;
  const findings = new Findings();
  for (const symbol of symbols) {
    const list = await fetchList<unknown>(ctx, endpoint.path, { ...data.window.query, pageSize: TRANSFER_PAGE_SIZE.max, symbol });
    if (!list.ok) {
      findings.add(`symbol=${symbol}: ${list.outcome.message ?? 'not a list'}`, list.outcome.evidence?.[0]);
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
        `symbol=${symbol} returned ${wrong.length} ${endpoint.noun} of other assets (e.g. ${idOf(first)} with assetId ${String(first.assetId)}, currencySymbol ${String(symbolOf(first))})`,
        list.exchange.evidence({ expected: `only records whose asset has currencySymbol ${symbol}`, actual: `${idOf(first)}: asset ${String(first.assetId)} is ${String(symbolOf(first))}` }),
      );
    }
    if (complete) {
      const returned = new Set(returnedRecords.map(idOf));
      const missing = data.items.filter((r) => symbolOf(r) === symbol && !returned.has(idOf(r)));
      if (missing.length > 0) {
        findings.add(
          `symbol=${symbol} left out ${missing.length} ${endpoint.noun} of that symbol (e.g. ${idOf(missing[0])})`,
          list.exchange.evidence({ expected: `the ${counts.get(symbol) ?? 0} record(s) of the window whose asset is ${symbol}`, actual: `${idOf(missing[0])} missing` }),
        );
      }
    }
  }
  return findings.outcome(`symbol filter agrees with the assets' currencySymbol for ${symbols.join(', ')}`);
}
