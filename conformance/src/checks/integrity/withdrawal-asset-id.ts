import { WITHDRAWALS } from '../../support/transfers.js';
import type { Check } from '../../types.js';
import { assetIdRule } from './rules/asset-id.js';

export const integrityWithdrawalAssetId: Check = {
  id: 'integrity.withdrawal-asset-id',
  title: "Every withdrawal's assetId is a crypto asset's id",
  requirements: ['XREF-WITHDRAWAL-ASSET'],
  section: 'Resources and their fields > Crypto withdrawal',
  endpoint: 'GET /v1/crypto-withdrawals',
  run: (ctx) => assetIdRule(ctx, WITHDRAWALS),
};
