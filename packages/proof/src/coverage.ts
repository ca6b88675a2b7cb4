// Which faults of the table prove each requirement, and which MUST requirements none proves. A
// requirement is proven by a row only through codes of that requirement: a code of a check naming one
// requirement is that requirement's; a check naming several says which each code breaks (`codeRequirements`).
import { type Check, checkOfCode, type Requirement } from '@tarc/conformance';
import type { MutationRow } from './mutation-row.js';

type CoveringCheck = Pick<Check<string>, 'id' | 'requirements' | 'codeRequirements'>;

/** The requirements a finding code (`check-id/code`) breaks: none for an unknown check or a code its check does not map. */
export function requirementsOfCode(code: string, byId: ReadonlyMap<string, CoveringCheck>): readonly string[] {
  const check = byId.get(checkOfCode(code));
  if (!check) return [];
  if (check.requirements.length === 1) return check.requirements;
  return check.codeRequirements?.[code.slice(check.id.length + 1)] ?? [];
}

/** The faults whose expected codes break each requirement. */
export function faultsByRequirement(
  rows: readonly Pick<MutationRow<string, string>, 'fault' | 'fails'>[],
  checks: readonly CoveringCheck[],
): Map<string, string[]> {
  const byId = new Map(checks.map((c) => [c.id, c]));
  const faults = new Map<string, string[]>();
  for (const row of rows) {
    for (const requirement of new Set(row.fails.flatMap((code) => requirementsOfCode(code, byId)))) {
      faults.set(requirement, [...(faults.get(requirement) ?? []), row.fault]);
    }
  }
  return faults;
}

/** Testable MUST requirements (`testable !== false`) that no row's expected codes break. */
export function mustRequirementsWithoutFault(
  rows: readonly Pick<MutationRow<string, string>, 'fault' | 'fails'>[],
  checks: readonly CoveringCheck[],
  requirements: readonly Requirement[],
): string[] {
  const caught = faultsByRequirement(rows, checks);
  return requirements.filter((r) => r.level === 'MUST' && r.testable !== false && !caught.has(r.id)).map((r) => r.id);
}
