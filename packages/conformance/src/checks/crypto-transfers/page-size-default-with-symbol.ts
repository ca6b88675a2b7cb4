// "| pageSize | INT | no | 1 to 1000, default 100 |" holds with symbol too: asked as the query-modes
// check asks its "with symbol" mode (so the answer without pageSize is the one it got), exactly 100
// come back when page 2 of 100 shows that more match; with no page 2 the default is not seen.
import { fetchList } from '#support/fetch-list.js';
import { failed, noData, passed, unobservable } from '#support/outcome.js';
import { TRANSFERS_PAGE_SIZE } from '#spec-constants';
import type { TransferEndpoint } from '#support/transfers.js';
import type { Check, CheckContext, CheckOutcome, DataNeeds } from '#types';
import { transferNeeds } from './_support/needs.js';
import { DEPOSITS, symbolMode, WITHDRAWALS } from '#support/transfers.js';

const PAGE_SIZE_DEFAULT_WITH_SYMBOL_CODES = {
  'default-page-size': 'pageSize omitted returned another number of records than the default page size (when more match)',
} as const;
const pageSizeDefaultWithSymbolNeeds = (endpoint: TransferEndpoint): DataNeeds => transferNeeds(endpoint, TRANSFERS_PAGE_SIZE.default + 1);

async function pageSizeDefaultWithSymbolRule(ctx: CheckContext, endpoint: TransferEndpoint): Promise<CheckOutcome> {
  const mode = symbolMode(ctx, endpoint);
  if (!mode.ok) return noData(mode.reason);
  if (mode.symbol === undefined) return noData(`no discovered ${endpoint.noun} carry an asset whose symbol is known`);
  const query = { ...mode.window, symbol: mode.symbol };
  const d = TRANSFERS_PAGE_SIZE.default;
  const [beyond, omitted] = await Promise.all([fetchList(ctx, endpoint.path, { ...query, page: 2, pageSize: d }), fetchList(ctx, endpoint.path, query)]);
  if (!beyond.ok) return beyond.outcome;
  if (!omitted.ok) return omitted.outcome;
  const where = `with symbol=${mode.symbol}`;
  if (beyond.items.length === 0)
    return unobservable(`needs more than ${d} ${endpoint.noun} ${where}; page 2 of size ${d} there is empty, so the default is not seen`);
  if (omitted.items.length !== d) {
    return failed(
      'default-page-size',
      `${where}, pageSize omitted returned ${omitted.items.length} ${endpoint.noun} although more than ${d} match (default ${d})`,
      [omitted.exchange.evidence({ expected: `${d} records`, actual: `${omitted.items.length} records` })],
    );
  }
  return passed(`${where}, pageSize omitted returned ${d} of more than ${d} ${endpoint.noun}`);
}

/** "| pageSize | INT | no | 1 to 1000, default 100 |", in the "with symbol" mode. Both lists hold it: one check each. */
export const withdrawalsPageSizeDefaultWithSymbol = {
  id: 'crypto-transfers.withdrawals-page-size-default-with-symbol',
  title: 'Withdrawals with symbol, without pageSize: 100 when more match',
  requirements: ['WDR-PAGE-SIZE'],
  codes: PAGE_SIZE_DEFAULT_WITH_SYMBOL_CODES,
  needs: pageSizeDefaultWithSymbolNeeds(WITHDRAWALS),
  section: 'Endpoints > GET /v1/crypto-withdrawals',
  endpoint: 'GET /v1/crypto-withdrawals',
  run(ctx) {
    return pageSizeDefaultWithSymbolRule(ctx, WITHDRAWALS);
  },
} as const satisfies Check;

export const depositsPageSizeDefaultWithSymbol = {
  id: 'crypto-transfers.deposits-page-size-default-with-symbol',
  title: 'Deposits with symbol, without pageSize: 100 when more match',
  requirements: ['DEP-PAGE-SIZE'],
  codes: PAGE_SIZE_DEFAULT_WITH_SYMBOL_CODES,
  needs: pageSizeDefaultWithSymbolNeeds(DEPOSITS),
  section: 'Endpoints > GET /v1/crypto-deposits',
  endpoint: 'GET /v1/crypto-deposits',
  run(ctx) {
    return pageSizeDefaultWithSymbolRule(ctx, DEPOSITS);
  },
} as const satisfies Check;
