// A list asked for inside a probe loop that did not answer as a list: its findings (common codes,
// e.g. `unexpected-status`) join the check's, labelled with the probe; a non-evaluation (the
// credentials are refused now, confirmed by the control request) ends the check instead.
import type { Findings } from '#support/outcome.js';
import type { CheckOutcome } from '#types';

export function addListFailure(findings: Findings, label: string, outcome: CheckOutcome): CheckOutcome | undefined {
  if (outcome.status !== 'failed') return outcome;
  for (const f of outcome.findings ?? []) findings.add(f.code, `${label}: ${f.message}`, f.evidence);
  return undefined;
}
