import { Findings, fetchList, skipped } from '../../support/index.js';
import type { Check } from '../../types.js';

/** "familyId | string | equals the id of the containing family" */
export const networkFamiliesFamilyId: Check = {
  id: 'reference-data.network-families-family-id',
  title: 'Crypto network families: every network familyId equals the id of its family',
  requirements: ['NETF-FAMILY-ID'],
  section: 'Resources and their fields > Crypto network family',
  endpoint: 'GET /v1/crypto-network-families',
  async run(ctx) {
    const list = await fetchList(ctx, '/v1/crypto-network-families');
    if (!list.ok) return list.outcome;
    const findings = new Findings();
    let compared = 0;
    for (const family of list.items) {
      if (!Array.isArray(family.cryptoNetworks)) continue;
      for (const network of family.cryptoNetworks as unknown[]) {
        if (network === null || typeof network !== 'object') continue;
        const { familyId, id } = network as Record<string, unknown>;
        compared++;
        if (familyId !== family.id) {
          findings.add(
            `network ${JSON.stringify(id)} in family ${JSON.stringify(family.id)} has familyId ${JSON.stringify(familyId)}`,
            list.exchange.evidence({ expected: `familyId ${JSON.stringify(family.id)}`, actual: JSON.stringify(familyId), body: family }),
          );
        }
      }
    }
    if (compared === 0) return skipped('GET /v1/crypto-network-families listed no network to compare');
    return findings.outcome(`${compared} networks carry their family's id`);
  },
};
