import type { BaselineComparison } from '../types.js';

const MAX_LISTED = 30;

function list(ids: readonly string[]): string {
  const shown = ids.slice(0, MAX_LISTED).join(', ');
  return ids.length > MAX_LISTED ? `${shown}, … and ${ids.length - MAX_LISTED} more` : shown;
}

/** The comparison with a baseline, as plain lines (console, summary.md, report.html): what is new comes first. */
export function baselineLines(c: BaselineComparison): string[] {
  const lines = [
    `Baseline ${c.file}${c.strict ? ' (strict)' : ''}: ${c.newFailures.length} new failures, ${c.knownFailures.length} known failures, ${c.fixed.length} fixed, ${c.newNotEvaluated.length} newly not evaluated, ${c.acceptedNotEvaluated.length} accepted not evaluated, ${c.missing.length} MUST checks missing`,
  ];
  if (c.newFailures.length) lines.push(`New failures: ${list(c.newFailures.map((f) => (f.codes.length ? `${f.id} (${f.codes.join(', ')})` : f.id)))}`);
  if (c.missing.length) lines.push(`Missing from this run (MUST checks of the baseline): ${list(c.missing)}`);
  if (c.newNotEvaluated.length) lines.push(`Newly not evaluated: ${list(c.newNotEvaluated)}`);
  if (c.fixed.length) lines.push(`Fixed (remove from the baseline${c.strict ? '; --baseline-strict fails until you do' : ''}): ${list(c.fixed)}`);
  if (c.knownFailures.length) lines.push(`Known failures: ${list(c.knownFailures)}`);
  if (c.acceptedNotEvaluated.length) lines.push(`Accepted not evaluated: ${list(c.acceptedNotEvaluated)}`);
  return lines;
}
