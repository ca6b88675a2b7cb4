import type { RunReport } from '../types.js';

/**
 * The first line of every output (console, summary.md, report.html, junit.xml): "N of M MUST
 * requirements evaluated", except when no check ran (then there is nothing to count); a merge
 * forced over a missing shard says that its totals are of the shards merged.
 */
export function runCoverageLine(report: Pick<RunReport, 'summary' | 'error' | 'merged' | 'results' | 'baseline'>): string {
  if (report.error) {
    return report.error.kind === 'unreachable'
      ? 'No check ran: the target could not be reached'
      : 'No check ran: the run stopped on a configuration error (preflight)';
  }
  const m = report.summary.mustRequirements;
  let line = `${m.evaluated} of ${m.total} MUST requirements evaluated`;
  if (m.accepted.length > 0) line += `, ${m.accepted.length} accepted not evaluated (${acceptedBy(report).join(' and ')})`;
  const forced = shrunkTotals(report);
  return forced ? `${line}; ${forced}` : line;
}

/** Who accepted the non-evaluations: the baseline's expectations, --accept-skip, or both. */
function acceptedBy(report: Pick<RunReport, 'results' | 'baseline'>): string[] {
  const byBaseline = new Set(report.baseline?.acceptedNotEvaluated ?? []);
  const sources: string[] = [];
  if (byBaseline.size > 0) sources.push(`baseline ${report.baseline!.file}`);
  if (report.results.some((r) => r.accepted && !byBaseline.has(r.id))) sources.push('--accept-skip');
  return sources.length > 0 ? sources : ['--accept-skip'];
}

/** A forced merge with a shard missing: every total (the MUST one first) counts only the shards given. */
export function shrunkTotals(report: Pick<RunReport, 'merged'>): string | undefined {
  const missing = (report.merged?.forced ?? []).filter((f) => /\bmissing$/.test(f));
  if (missing.length === 0) return undefined;
  return `merged with --force, ${missing.join('; ')}: the totals count only the shards merged`;
}
