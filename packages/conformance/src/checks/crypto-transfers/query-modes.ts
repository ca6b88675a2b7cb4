// "ordered by createdAt", "orderBy … default Desc", "pageSize … default 100", "page … default 1", in
// every mode of a transfer list: by window alone, with symbol, and (withdrawals) with
// externalTransactionId; within pages and across their boundaries.
import { noData } from '#support/outcome.js';
import { MODE_CODES, modesOutcome } from '#support/probes/modes.js';
import type { QueryMode } from '#support/probes/query-mode.js';
import { assetsById, dataWindow, DEPOSITS, discoveredTransfers, WITHDRAWALS } from '#support/transfers.js';
import { TRANSFERS_PAGE_SIZE } from '#spec-constants';
import type { TransferEndpoint, TransferRecord } from '#support/transfers.js';
import type { Check, CheckContext, CheckOutcome, DataNeeds, Query } from '#types';
import { transferNeeds } from './_support/needs.js';

const QUERY_MODES_CODES = MODE_CODES;
const queryModesNeeds = (endpoint: TransferEndpoint): DataNeeds => transferNeeds(endpoint, 3);

/** The value most records carry, or undefined. */
function mostCommon(values: readonly (string | undefined)[]): string | undefined {
  const counts = new Map<string, number>();
  for (const v of values) if (v !== undefined) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0];
}

/** The discovered transfers' window, and the symbol most of them carry: the "with symbol" mode. */
export function symbolMode(
  ctx: CheckContext,
  endpoint: TransferEndpoint,
): { ok: false; reason: string } | { ok: true; records: readonly TransferRecord[]; window: Query; symbol: string | undefined } {
  const discovered = discoveredTransfers(ctx, endpoint);
  if (!discovered.ok) return discovered;
  const window = dataWindow(ctx, discovered.records).query;
  const assets = assetsById(ctx.discovery.cryptoAssets ?? []);
  const symbol = mostCommon(discovered.records.map((r: TransferRecord) => assets.get(String(r.assetId))?.currencySymbol));
  return { ok: true, records: discovered.records, window, symbol };
}

async function queryModesRule(ctx: CheckContext, endpoint: TransferEndpoint): Promise<CheckOutcome> {
  const discovered = symbolMode(ctx, endpoint);
  if (!discovered.ok) return noData(discovered.reason);
  const { window, symbol } = discovered;
  const common = { path: endpoint.path, orderParam: 'orderBy', defaultPageSize: TRANSFERS_PAGE_SIZE.default, key: 'createdAt' } as const;
  const modes: QueryMode[] = [{ ...common, name: 'by window', query: window, pages: true }];
  if (symbol !== undefined) modes.push({ ...common, name: `with symbol=${symbol}`, query: { ...window, symbol }, pages: false });
  const reference = discovered.records.find((r) => typeof r.externalTransactionId === 'string')?.externalTransactionId;
  if (endpoint.noun === 'withdrawals' && typeof reference === 'string') {
    modes.push({ ...common, name: 'with externalTransactionId', query: { ...window, externalTransactionId: reference }, pages: false });
  }
  return modesOutcome(ctx, modes, endpoint.noun);
}

export const withdrawalsQueryModes = {
  id: 'crypto-transfers.withdrawals-query-modes',
  title: 'Withdrawals: ordering, default order, default page size and paging hold in every filter mode, across page boundaries',
  requirements: ['WDR-LIST', 'WDR-ORDER-BY', 'WDR-PAGE', 'WDR-PAGE-SIZE'],
  codes: QUERY_MODES_CODES,
  needs: queryModesNeeds(WITHDRAWALS),
  section: 'Endpoints > GET /v1/crypto-withdrawals',
  endpoint: 'GET /v1/crypto-withdrawals',
  run(ctx) {
    return queryModesRule(ctx, WITHDRAWALS);
  },
} as const satisfies Check;

export const depositsQueryModes = {
  id: 'crypto-transfers.deposits-query-modes',
  title: 'Deposits: ordering, default order, default page size and paging hold in every filter mode, across page boundaries',
  requirements: ['DEP-LIST', 'DEP-ORDER-BY', 'DEP-PAGE', 'DEP-PAGE-SIZE'],
  codes: QUERY_MODES_CODES,
  needs: queryModesNeeds(DEPOSITS),
  section: 'Endpoints > GET /v1/crypto-deposits',
  endpoint: 'GET /v1/crypto-deposits',
  run(ctx) {
    return queryModesRule(ctx, DEPOSITS);
  },
} as const satisfies Check;
