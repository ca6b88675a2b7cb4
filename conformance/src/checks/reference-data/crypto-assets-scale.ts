import { hasScale } from '@tarc/domain';
import { Findings, fetchList, skipped } from '../../support/index.js';
import type { Check } from '../../types.js';

/** "the decimal strings above carry that many digits": the decimal fields listed before maxAmountScale. */
const DECIMAL_FIELDS = ['transferFeeAmount', 'minWithdrawalAmount', 'maxWithdrawalAmount', 'minDepositAmount'] as const;

/**
 * "maxAmountScale: number of fractional digits allowed for amounts of this asset; the decimal strings
 * above carry that many digits" and "Crypto assets use a scale given per asset (field maxAmountScale)."
 */
export const cryptoAssetsScale: Check = {
  id: 'reference-data.crypto-assets-scale',
  title: "Crypto assets: every decimal string carries exactly the asset's maxAmountScale fractional digits",
  requirements: ['ASSET-SCALE', 'GEN-DECIMAL-SCALE-ASSET'],
  section: 'Resources and their fields > Crypto asset',
  endpoint: 'GET /v1/crypto-assets',
  async run(ctx) {
    const list = await fetchList(ctx, '/v1/crypto-assets');
    if (!list.ok) return list.outcome;
    const findings = new Findings();
    let compared = 0;
    for (const asset of list.items) {
      const scale = asset.maxAmountScale;
      if (typeof scale !== 'number' || !Number.isSafeInteger(scale) || scale < 0) continue; // the schema check's finding
      for (const field of DECIMAL_FIELDS) {
        const value = asset[field];
        if (typeof value !== 'string') continue;
        compared++;
        if (!hasScale(value, scale)) {
          findings.add(
            `asset ${JSON.stringify(asset.currencySymbol ?? asset.id)} ${field} is ${JSON.stringify(value)}, not ${scale} fractional digits (maxAmountScale)`,
            list.exchange.evidence({ expected: `${field} with ${scale} fractional digits`, actual: value, body: asset }),
          );
        }
      }
    }
    if (compared === 0) return skipped('no crypto asset carried both an integer maxAmountScale and a decimal string to compare');
    return findings.outcome(`${compared} decimal strings of ${list.items.length} assets carry maxAmountScale digits`);
  },
};
