// Which faults of the table prove each requirement, and which MUST requirements none proves.
import { type Check, checkOfCode, type Requirement } from '@tarc/conformance';
import type { MutationRow } from './mutation-row.js';

/** The faults whose expected failing checks cover each requirement: a check named in a row proves every requirement it names. */
export function faultsByRequirement(
  rows: readonly Pick<MutationRow<string, string>, 'fault' | 'fails'>[],
  checks: readonly Pick<Check<string>, 'id' | 'requirements'>[],
): Map<string, string[]> {
  const byId = new Map(checks.map((c) => [c.id, c.requirements]));
  const faults = new Map<string, string[]>();
  for (const row of rows) {
    for (const requirement of new Set(row.fails.flatMap((code) => byId.get(checkOfCode(code)) ?? []))) {
      faults.set(requirement, [...(faults.get(requirement) ?? []), row.fault]);
    }
  }
  return faults;
}

/** Testable MUST requirements (`testable !== false`) that no row's expected checks cover. */
export function mustRequirementsWithoutFault(
  rows: readonly Pick<MutationRow<string, string>, 'fault' | 'fails'>[],
  checks: readonly Pick<Check<string>, 'id' | 'requirements'>[],
  requirements: readonly Requirement[],
): string[] {
  const caught = faultsByRequirement(rows, checks);
  return requirements.filter((r) => r.level === 'MUST' && r.testable !== false && !caught.has(r.id)).map((r) => r.id);
}
