// Which MUST requirements no fault of the table proves the suite catches.
import type { Check, Requirement } from '@tarc/conformance';
import type { MutationRow } from './types.js';

/**
 * Testable MUST requirements (`testable !== false`) that no row's expected checks cover: a check
 * named in a row proves every requirement it names.
 */
export function mustRequirementsWithoutFault(
  rows: readonly MutationRow[],
  checks: readonly Pick<Check, 'id' | 'requirements'>[],
  requirements: readonly Requirement[],
): string[] {
  const byId = new Map(checks.map((c) => [c.id, c.requirements]));
  const caught = new Set(rows.flatMap((row) => row.fails.flatMap((id) => byId.get(id) ?? [])));
  return requirements.filter((r) => r.level === 'MUST' && r.testable !== false && !caught.has(r.id)).map((r) => r.id);
}
