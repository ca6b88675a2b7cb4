// One outcome from the outcomes of the same probe over several inputs.
import type { CheckOutcome } from '../../types.js';
import { failed, passed, skipped } from '../outcome.js';

/** Failed when any failed (all their evidence); skipped when all skipped; passed otherwise. */
export function combineOutcomes(outcomes: readonly CheckOutcome[]): CheckOutcome {
  const failures = outcomes.filter((o) => o.status === 'failed');
  if (failures.length > 0) return failed(failures.map((o) => o.message).join('; '), failures.flatMap((o) => o.evidence ?? []).slice(0, 10));
  const ran = outcomes.filter((o) => o.status === 'passed');
  if (ran.length === 0) return skipped(outcomes.map((o) => o.message).join('; '));
  return passed(ran.map((o) => o.message).filter(Boolean).join('; '));
}
