// "| assetId | string | refers to a crypto asset id |": every transfer's assetId is the id of a
// crypto asset of GET /v1/crypto-assets.
import { Findings, noData, passed } from '#support/outcome.js';
import { assetsById, discoveredTransfers, idOf, DEPOSITS, WITHDRAWALS } from '#support/transfers.js';
import type { TransferEndpoint } from '#support/transfers.js';
import { exchangeHolding } from '#support/exchange-holding.js';
import type { CheckContext, CheckOutcome, Check } from '#types';

/** The codes of the asset-id rule. */
const ASSET_ID_CODES = {
  'unknown-asset': 'a transfer names an assetId GET /v1/crypto-assets does not list',
} as const;

async function assetIdRule(ctx: CheckContext, endpoint: TransferEndpoint): Promise<CheckOutcome> {
  const assets = ctx.discovery.cryptoAssets;
  if (!assets || assets.length === 0) return noData('no crypto assets were discovered');
  const discovered = discoveredTransfers(ctx, endpoint);
  if (!discovered.ok) return noData(discovered.reason);
  const byId = assetsById(assets);
  const dangling = discovered.records.filter((r) => !byId.has(String(r.assetId)));
  if (discovered.records.length === 0) return noData(`no ${endpoint.noun} were discovered`);
  if (dangling.length === 0) {
    return passed(
      `${discovered.records.length} ${endpoint.noun} refer to ${new Set(discovered.records.map((r) => String(r.assetId))).size} known crypto asset(s)`,
    );
  }
  const first = dangling[0]!;
  const findings = new Findings(ASSET_ID_CODES);
  findings.add(
    'unknown-asset',
    `${dangling.length} ${endpoint.noun} refer to no crypto asset (e.g. ${idOf(first)} with assetId ${JSON.stringify(first.assetId)})`,
    exchangeHolding(ctx.exchanges(), first, { path: endpoint.path })?.evidence({
      expected: `an assetId among the ${byId.size} ids of GET /v1/crypto-assets`,
      actual: `assetId ${JSON.stringify(first.assetId)}`,
      body: first,
    }),
  );
  return findings.outcome();
}

export const integrityDepositAssetId = {
  id: 'integrity.deposit-asset-id',
  title: "Every deposit's assetId is a crypto asset's id",
  requirements: ['XREF-DEPOSIT-ASSET'],
  codes: ASSET_ID_CODES,
  needs: { credentials: true, deposits: 1 },
  section: 'Resources and their fields > Crypto deposit',
  endpoint: 'GET /v1/crypto-deposits',
  run: (ctx) => assetIdRule(ctx, DEPOSITS),
} as const satisfies Check;

export const integrityWithdrawalAssetId = {
  id: 'integrity.withdrawal-asset-id',
  title: "Every withdrawal's assetId is a crypto asset's id",
  requirements: ['XREF-WITHDRAWAL-ASSET'],
  codes: ASSET_ID_CODES,
  needs: { credentials: true, withdrawals: 1 },
  section: 'Resources and their fields > Crypto withdrawal',
  endpoint: 'GET /v1/crypto-withdrawals',
  run: (ctx) => assetIdRule(ctx, WITHDRAWALS),
} as const satisfies Check;
