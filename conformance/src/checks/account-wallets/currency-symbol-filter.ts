import { fetchList } from '../../support/fetch-list.js';
import { objectsOf } from '../../support/objects.js';
import { Findings, skipped } from '../../support/outcome.js';
import type { Check } from '../../types.js';

const PROBED = 3;

/**
 * "| currencySymbol | STRING | no | filters by currency symbol |": with currencySymbol=S every
 * wallet returned is of S and in the unfiltered list, and the unfiltered list's wallets of S are all
 * there. Symbols come from
 * the account's own wallets, plus one currency it holds no wallet of.
 */
export const accountWalletsCurrencySymbolFilter: Check = {
  id: 'account-wallets.currency-symbol-filter',
  title: 'The currencySymbol filter returns exactly the wallets of that currency',
  requirements: ['WAL-FILTER-CURRENCY-SYMBOL'],
  section: 'Endpoints > GET /v1/account-wallets',
  endpoint: 'GET /v1/account-wallets',
  async run(ctx) {
    const all = await fetchList<unknown>(ctx, '/v1/account-wallets');
    if (!all.ok) return all.outcome;
    const wallets = objectsOf(all.items);
    const symbols = [...new Set(wallets.map((w) => w.currencySymbol).filter((s): s is string => typeof s === 'string'))];
    if (symbols.length === 0) return skipped('the account has no wallet with a currencySymbol');
    const findings = new Findings();
    // A currency the account holds no wallet of (from the crypto assets) must return no wallet.
    const absent = (ctx.discovery.cryptoAssets ?? []).map((a) => a.currencySymbol).find((s) => typeof s === 'string' && !symbols.includes(s));
    const probed = absent === undefined ? symbols.slice(0, PROBED) : [...symbols.slice(0, PROBED), absent];
    for (const symbol of probed) {
      const list = await fetchList<unknown>(ctx, '/v1/account-wallets', { currencySymbol: symbol });
      if (!list.ok) {
        findings.add(`currencySymbol=${symbol}: ${list.outcome.message ?? 'not a list'}`, list.outcome.evidence?.[0]);
        continue;
      }
      const returned = objectsOf(list.items);
      const others = returned.filter((w) => w.currencySymbol !== symbol);
      if (others.length > 0) {
        findings.add(
          `currencySymbol=${symbol} returned ${others.length} wallet(s) of other currencies (e.g. ${String(others[0]!.currencySymbol)})`,
          list.exchange.evidence({ expected: `only wallets with currencySymbol ${symbol}`, actual: `wallets of ${[...new Set(others.map((w) => String(w.currencySymbol)))].join(', ')}` }),
        );
      }
      const listed = new Set(wallets.map((w) => String(w.id)));
      const unlisted = returned.filter((w) => w.currencySymbol === symbol && !listed.has(String(w.id)));
      if (unlisted.length > 0) {
        findings.add(
          `currencySymbol=${symbol} returned wallet ${String(unlisted[0]!.id)}, which the unfiltered list does not hold`,
          list.exchange.evidence({ expected: 'only wallets the unfiltered list holds', actual: `wallet ${String(unlisted[0]!.id)} is not in it` }),
        );
      }
      const ids = new Set(returned.map((w) => String(w.id)));
      const missing = wallets.filter((w) => w.currencySymbol === symbol && !ids.has(String(w.id)));
      if (missing.length > 0) {
        findings.add(
          `currencySymbol=${symbol} left out wallet ${String(missing[0]!.id)} of that currency`,
          list.exchange.evidence({ expected: `the wallet(s) of ${symbol} the unfiltered list holds`, actual: `${list.items.length} wallet(s), ${String(missing[0]!.id)} missing` }),
        );
      }
    }
    return findings.outcome(`currencySymbol filter exact for ${probed.join(', ')}`);
  },
};
