import { ASSET_DECIMAL_FIELDS, checkAssetScale } from '@tarc/domain';
import { Findings, noData, unobservable } from '#support/outcome.js';
import type { Check } from '#types';
import { fetchReferenceList } from './_support/fetch-reference.js';
import { objectsOf } from '#support/objects.js';

const CODES = {
  'not-asset-scale': 'a decimal string of a crypto asset does not carry exactly its maxAmountScale fractional digits',
} as const;

/**
 * "maxAmountScale: number of fractional digits allowed for amounts of this asset; the decimal strings
 * above carry that many digits" and "Crypto assets use a scale given per asset (field maxAmountScale)."
 */
export const cryptoAssetsScale = {
  id: 'reference-data.crypto-assets-scale',
  title: "Crypto assets: every decimal string carries exactly the asset's maxAmountScale fractional digits",
  requirements: ['ASSET-SCALE', 'GEN-DECIMAL-SCALE-ASSET'],
  codes: CODES,
  codeRequirements: { 'not-asset-scale': ['ASSET-SCALE', 'GEN-DECIMAL-SCALE-ASSET'] },
  section: 'Resources and their fields > Crypto asset',
  endpoint: 'GET /v1/crypto-assets',
  async run(ctx) {
    const list = await fetchReferenceList(ctx, '/v1/crypto-assets');
    if (!list.ok) return list.outcome;
    const scaled = objectsOf(list.items).filter((a) => Number.isSafeInteger(a.maxAmountScale) && (a.maxAmountScale as number) >= 0);
    if (scaled.length === 0)
      return list.items.length === 0
        ? noData('GET /v1/crypto-assets returned no assets')
        : unobservable('no crypto asset carried a non-negative integer maxAmountScale to compare with');
    const compared = scaled.reduce((n, a) => n + ASSET_DECIMAL_FIELDS.filter((f) => typeof a[f] === 'string').length, 0);
    if (compared === 0) return unobservable('no crypto asset carried both maxAmountScale and a decimal string to compare');
    const findings = new Findings(CODES);
    for (const asset of scaled) {
      for (const f of checkAssetScale(asset).filter((x) => x.code === 'scale')) {
        findings.add(
          'not-asset-scale',
          `asset ${JSON.stringify(asset.currencySymbol ?? asset.id)} (maxAmountScale ${String(asset.maxAmountScale)}): ${f.message}`,
          list.exchange.evidence({
            expected: `${f.field} with ${String(asset.maxAmountScale)} fractional digits`,
            actual: String(asset[f.field]),
            body: asset,
          }),
        );
      }
    }
    return findings.outcome(`${compared} decimal strings of ${scaled.length} assets carry their maxAmountScale digits`);
  },
} as const satisfies Check;
