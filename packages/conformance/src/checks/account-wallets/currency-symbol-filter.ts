import { inOrder } from '#support/in-order.js';
import { fetchList } from '#support/fetch-list.js';
import { objectsOf } from '#support/objects.js';
import { Findings, noData, unobservable } from '#support/outcome.js';
import type { Check, CheckOutcome } from '#types';

const PROBED = 3;

const CODES = {
  'other-currency-returned': 'currencySymbol=X returned a wallet of another currency',
  'unlisted-wallet-returned': 'currencySymbol=X returned a wallet the unfiltered list does not hold',
  'wallet-left-out': 'currencySymbol=X left out a wallet of that currency the unfiltered list holds',
} as const;

/**
 * "| currencySymbol | STRING | no | filters by currency symbol |": with currencySymbol=S every
 * wallet returned is of S and in the unfiltered list, and the unfiltered list's wallets of S are all
 * there. Symbols come from
 * the account's own wallets, plus one currency it holds no wallet of.
 */
export const accountWalletsCurrencySymbolFilter = {
  id: 'account-wallets.currency-symbol-filter',
  title: 'The currencySymbol filter returns exactly the wallets of that currency',
  requirements: ['WAL-FILTER-CURRENCY-SYMBOL'],
  codes: CODES,
  needs: { credentials: true, wallets: 1 },
  section: 'Endpoints > GET /v1/account-wallets',
  endpoint: 'GET /v1/account-wallets',
  async run(ctx) {
    const all = await fetchList<unknown>(ctx, '/v1/account-wallets');
    if (!all.ok) return all.outcome;
    const wallets = objectsOf(all.items);
    const symbols = [...new Set(wallets.map((w) => w.currencySymbol).filter((s): s is string => typeof s === 'string'))];
    if (wallets.length === 0) return noData('the account has no wallets');
    if (symbols.length === 0) return unobservable('no wallet of the account carries a currencySymbol as a string');
    const findings = new Findings(CODES);
    // A currency the account holds no wallet of (from the crypto assets) must return no wallet.
    const absent = (ctx.discovery.cryptoAssets ?? []).map((a) => a.currencySymbol).find((s) => typeof s === 'string' && !symbols.includes(s));
    if (symbols.length < 2 && absent === undefined) {
      return unobservable(`every wallet is of ${symbols[0]} and no other currency is known: a filter returning other currencies cannot be seen`);
    }
    const probed = absent === undefined ? symbols.slice(0, PROBED) : [...symbols.slice(0, PROBED), absent];
    for await (const [symbol, list] of inOrder(probed, (symbol) => fetchList<unknown>(ctx, '/v1/account-wallets', { currencySymbol: symbol }))) {
      if (!list.ok) {
        const stop = addListFailure(findings, `currencySymbol=${symbol}`, list.outcome);
        if (stop) return stop;
        continue;
      }
      const returned = objectsOf(list.items);
      const others = returned.filter((w) => w.currencySymbol !== symbol);
      if (others.length > 0) {
        findings.add(
          'other-currency-returned',
          `currencySymbol=${symbol} returned ${others.length} wallet(s) of other currencies (e.g. ${String(others[0]!.currencySymbol)})`,
          list.exchange.evidence({
            expected: `only wallets with currencySymbol ${symbol}`,
            actual: `wallets of ${[...new Set(others.map((w) => String(w.currencySymbol)))].join(', ')}`,
          }),
        );
      }
      const listed = new Set(wallets.map((w) => String(w.id)));
      const unlisted = returned.filter((w) => w.currencySymbol === symbol && !listed.has(String(w.id)));
      if (unlisted.length > 0) {
        findings.add(
          'unlisted-wallet-returned',
          `currencySymbol=${symbol} returned wallet ${String(unlisted[0]!.id)}, which the unfiltered list does not hold`,
          list.exchange.evidence({ expected: 'only wallets the unfiltered list holds', actual: `wallet ${String(unlisted[0]!.id)} is not in it` }),
        );
      }
      const ids = new Set(returned.map((w) => String(w.id)));
      const missing = wallets.filter((w) => w.currencySymbol === symbol && !ids.has(String(w.id)));
      if (missing.length > 0) {
        findings.add(
          'wallet-left-out',
          `currencySymbol=${symbol} left out wallet ${String(missing[0]!.id)} of that currency`,
          list.exchange.evidence({
            expected: `the wallet(s) of ${symbol} the unfiltered list holds`,
            actual: `${list.items.length} wallet(s), ${String(missing[0]!.id)} missing`,
          }),
        );
      }
    }
    return findings.outcome(`currencySymbol filter exact for ${probed.join(', ')}`);
  },
} as const satisfies Check;

/** A list asked for inside the probe loop that failed: its findings, labelled; a refusal ends the check. */
function addListFailure(findings: Findings, label: string, outcome: CheckOutcome): CheckOutcome | undefined {
  if (outcome.status !== 'failed') return outcome;
  for (const f of outcome.findings ?? []) findings.add(f.code, `${label}: ${f.message}`, f.evidence);
  return undefined;
}
