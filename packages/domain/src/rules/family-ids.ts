// Network.familyId: "equals the id of the containing family".
import { fieldPath, shownValue, type Finding } from './finding.js';

/** Each network's familyId must equal the id of the family that contains it. */
export function checkNetworkFamilyIds(family: Readonly<Record<string, unknown>>): Finding[] {
  const networks = family.cryptoNetworks;
  if (!Array.isArray(networks)) return [];
  const findings: Finding[] = [];
  networks.forEach((network: unknown, i) => {
    if (network === null || typeof network !== 'object') return;
    const familyId = (network as Record<string, unknown>).familyId;
    if (typeof familyId === 'string' && familyId !== family.id) {
      const field = fieldPath(fieldPath('cryptoNetworks', i), 'familyId');
      findings.push({
        field,
        code: 'family-id',
        message: `${field} must equal the family id ${shownValue(family.id)}, got ${shownValue(familyId)}`,
      });
    }
  });
  return findings;
}
