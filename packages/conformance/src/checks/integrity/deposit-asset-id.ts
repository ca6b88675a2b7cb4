import { DEPOSITS } from '#support/transfers.js';
import type { Check } from '#types';
import { ASSET_ID_CODES, assetIdRule } from './_support/asset-id.js';

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
