import { WITHDRAWALS } from '#support/transfers.js';
import type { Check } from '#types';
import { ASSET_ID_CODES, assetIdRule } from './_support/asset-id.js';

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
