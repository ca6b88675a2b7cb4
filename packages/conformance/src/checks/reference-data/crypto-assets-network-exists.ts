import { Findings, noData, unobservable } from '#support/outcome.js';
import type { Check } from '#types';
import { fetchReferenceList } from './_support/fetch-reference.js';
import { objectsOf } from '#support/objects.js';

const CODES = {
  'unknown-network': 'a crypto asset refers to a networkId no network family lists',
} as const;

/** "networkId | string | refers to a crypto network id": a network listed under some family. */
export const cryptoAssetsNetworkExists = {
  id: 'reference-data.crypto-assets-network-exists',
  title: 'Crypto assets: every networkId is the id of a network of GET /v1/crypto-network-families',
  requirements: ['ASSET-NETWORK-EXISTS'],
  codes: CODES,
  section: 'Resources and their fields > Crypto asset',
  endpoint: 'GET /v1/crypto-assets',
  async run(ctx) {
    const families = await fetchReferenceList(ctx, '/v1/crypto-network-families');
    if (!families.ok)
      return families.outcome.status === 'not-evaluated'
        ? families.outcome
        : unobservable(`the networks could not be read: ${families.outcome.message ?? ''}`.trim());
    const networkIds = new Set<string>();
    for (const family of objectsOf(families.items)) {
      if (!Array.isArray(family.cryptoNetworks)) continue;
      for (const network of family.cryptoNetworks as Record<string, unknown>[]) {
        if (network !== null && typeof network === 'object' && typeof network.id === 'string') networkIds.add(network.id);
      }
    }
    if (networkIds.size === 0) return unobservable('GET /v1/crypto-network-families listed no network with a string id');
    const assets = await fetchReferenceList(ctx, '/v1/crypto-assets');
    if (!assets.ok) return assets.outcome;
    const withNetwork = objectsOf(assets.items).filter((a) => typeof a.networkId === 'string');
    if (withNetwork.length === 0)
      return assets.items.length === 0 ? noData('GET /v1/crypto-assets returned no assets') : unobservable('no crypto asset carried a string networkId');
    const findings = new Findings(CODES);
    for (const asset of withNetwork) {
      if (!networkIds.has(asset.networkId as string)) {
        findings.add(
          'unknown-network',
          `asset ${JSON.stringify(asset.currencySymbol ?? asset.id)} refers to network ${JSON.stringify(asset.networkId)}, which no family lists`,
          assets.exchange.evidence({
            expected: `networkId among the ${networkIds.size} listed networks`,
            actual: String(asset.networkId),
            body: asset,
          }),
        );
      }
    }
    return findings.outcome(`${withNetwork.length} networkIds resolve to listed networks`);
  },
} as const satisfies Check;
