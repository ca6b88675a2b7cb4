import type { Level } from '@tarc/conformance';
import { failingResults, inconclusiveResults } from '../engine/summary.js';
import { acceptHint, type ReportCommand } from '../reports/accept-hint.js';
import { runCoverageLine } from '../reports/coverage-text.js';
import { baselineLines } from '../reports/baseline-text.js';
import { rerunLines } from '../reports/rerun-text.js';
import type { ReportPaths } from '../reports/write.js';
import type { RunReport } from '../types.js';
import { clip } from './clip.js';
import type { Paint } from './io.js';

const MAX_LISTED = 50;

/** The end of a run on stdout: counts by status and level, the verdict, what failed, where the reports are. */
export function summaryText(report: RunReport, paths: ReportPaths | undefined, p: Paint, command: ReportCommand = 'run'): string {
  const s = report.summary;
  const lines: string[] = [''];
  if (report.error) {
    // Nothing was checked: the one thing to say is what to fix (a configuration error goes to stderr).
    if (report.error.kind === 'unreachable') lines.push(p.red(`The target could not be reached: ${clip(report.error.message)}`));
    lines.push(`Verdict: ${p.red(p.bold('ERROR'))} (no check ran)`);
    if (paths) lines.push(`Reports: ${paths.json}, ${paths.junit}, ${paths.html}, ${paths.markdown}`);
    return `${lines.join('\n')}\n`;
  }
  if (report.interrupted) lines.push(p.yellow(`Interrupted by ${report.interrupted.signal}: the report is partial.`));
  lines.push(runCoverageLine(report));
  for (const forced of report.merged?.forced ?? []) lines.push(p.yellow(`Merged with --force: ${clip(forced)}`));
  lines.push(
    `${s.total} checks: ${p.green(`${s.passed} passed`)}, ${s.failed ? p.red(`${s.failed} failed`) : '0 failed'}, ${s.notEvaluated} not evaluated (${s.requests} requests, ${(report.durationMs / 1000).toFixed(1)} s)`,
  );
  if (report.throttling) lines.push(p.yellow(report.throttling.message));
  for (const level of ['MUST', 'SHOULD', 'INFO'] as Level[]) {
    const c = s.byLevel[level];
    if (c.total) lines.push(`  ${level.padEnd(6)} ${c.passed} passed, ${c.failed} failed, ${c.notEvaluated} not evaluated`);
  }
  const failing = failingResults(report);
  if (failing.length) {
    lines.push('Failing checks:');
    for (const r of failing.slice(0, MAX_LISTED)) {
      lines.push(`  ${p.red(r.id)} (${r.level}): ${clip(r.message ?? 'failed')}`);
      // The codes tarc explain and --baseline take.
      const codes = [...new Set(r.findings.map((f) => f.code))];
      if (codes.length) lines.push(`    ${codes.length === 1 ? 'code' : 'codes'}: ${clip(codes.join(', '))}`);
    }
    if (failing.length > MAX_LISTED) lines.push(`  … and ${failing.length - MAX_LISTED} more (see the reports)`);
  }
  const open = inconclusiveResults(report);
  if (open.length) {
    lines.push('MUST checks not evaluated:');
    for (const r of open.slice(0, MAX_LISTED)) lines.push(`  ${p.yellow(r.id)} (${r.reason ?? 'not evaluated'}): ${clip(r.message ?? '')}`);
    if (open.length > MAX_LISTED) lines.push(`  … and ${open.length - MAX_LISTED} more (see the reports)`);
    lines.push(`  (${acceptHint(command)})`);
  }
  // The rest not evaluated, by name: a CI log shows no line per check (progress.ts), so this is where they are read.
  const others = report.results.filter((r) => r.status === 'not-evaluated' && !open.includes(r));
  if (others.length) {
    lines.push('Also not evaluated (the verdict does not count them):');
    for (const r of others.slice(0, MAX_LISTED)) lines.push(`  ${r.id} (${r.level}, ${r.reason ?? 'not evaluated'}${r.accepted ? ', accepted' : ''})`);
    if (others.length > MAX_LISTED) lines.push(`  … and ${others.length - MAX_LISTED} more (see the reports)`);
  }
  if (report.rerun) lines.push(...rerunLines(report.rerun).map((l) => clip(l)));
  if (report.baseline) lines.push(...baselineLines(report.baseline).map((l) => clip(l)));
  const word = s.verdict.toUpperCase();
  const verdict = s.verdict === 'pass' ? p.green(p.bold(word)) : s.verdict === 'inconclusive' ? p.yellow(p.bold(word)) : p.red(p.bold(word));
  lines.push(`Verdict: ${verdict} (fail on ${report.failOn.toUpperCase()}; seed ${report.seed}: replay with --seed ${report.seed})`);
  if (paths) lines.push(`Reports: ${paths.json}, ${paths.junit}, ${paths.html}, ${paths.markdown}`);
  return `${lines.join('\n')}\n`;
}
