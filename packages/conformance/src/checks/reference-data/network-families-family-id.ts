import { checkNetworkFamilyIds } from '@tarc/domain';
import { Findings, noData, unobservable } from '#support/outcome.js';
import type { Check } from '#types';
import { fetchReferenceList } from './_support/fetch-reference.js';
import { objectsOf } from '#support/objects.js';

const CODES = {
  'family-id-differs': 'a network of a family carries a familyId other than its family id',
} as const;

/** "familyId | string | equals the id of the containing family" */
export const networkFamiliesFamilyId = {
  id: 'reference-data.network-families-family-id',
  title: 'Crypto network families: every network familyId equals the id of its family',
  requirements: ['NETF-FAMILY-ID'],
  codes: CODES,
  section: 'Resources and their fields > Crypto network family',
  endpoint: 'GET /v1/crypto-network-families',
  async run(ctx) {
    const list = await fetchReferenceList(ctx, '/v1/crypto-network-families');
    if (!list.ok) return list.outcome;
    const families = objectsOf(list.items);
    // Networks with a string familyId: anything else is the schema check's finding.
    const networks = families.reduce(
      (n, f) => n + (Array.isArray(f.cryptoNetworks) ? objectsOf(f.cryptoNetworks).filter((x) => typeof x.familyId === 'string').length : 0),
      0,
    );
    if (networks === 0)
      return families.length === 0
        ? noData('GET /v1/crypto-network-families returned no families')
        : unobservable('GET /v1/crypto-network-families listed no network with a string familyId to compare');
    const findings = new Findings(CODES);
    for (const family of families) {
      for (const f of checkNetworkFamilyIds(family)) {
        findings.add(
          'family-id-differs',
          `family ${JSON.stringify(family.id)}: ${f.message}`,
          list.exchange.evidence({ expected: `familyId ${JSON.stringify(family.id)}`, actual: f.message, body: family }),
        );
      }
    }
    return findings.outcome(`${networks} networks carry their family's id`);
  },
} as const satisfies Check;
