// One outcome from the outcomes of the same probe over several inputs.
import type { CheckOutcome } from '#types';
import { notEvaluated, passed, reasonOf, withFindings } from '../outcome.js';

/**
 * Failed when any failed (all their findings); not evaluated when none was evaluated (the first
 * reason); passed only when every input was evaluated or moot, and at least one was evaluated.
 */
export function combineOutcomes(outcomes: readonly CheckOutcome[]): CheckOutcome {
  const failures = outcomes.filter((o) => o.status === 'failed');
  if (failures.length > 0) return withFindings(failures.flatMap((o) => o.findings ?? []));
  const unseen = outcomes.filter((o) => o.status === 'not-evaluated' && o.reason !== 'not-applicable');
  const ran = outcomes.filter((o) => o.status === 'passed');
  if (unseen.length > 0 || ran.length === 0) {
    const reason = [...unseen, ...outcomes].map(reasonOf).find((r) => r !== undefined) ?? 'no-data';
    return notEvaluated(
      reason,
      outcomes
        .map((o) => o.message)
        .filter(Boolean)
        .join('; '),
    );
  }
  return passed(
    ran
      .map((o) => o.message)
      .filter(Boolean)
      .join('; '),
  );
}
