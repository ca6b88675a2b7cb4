import type { RunReport } from '../types.js';
import { failingResults, inconclusiveResults } from '../engine/summary.js';
import { acceptHint, sentence, type ReportCommand } from './accept-hint.js';
import { runCoverageLine } from './coverage-text.js';
import { baselineLines } from './baseline-text.js';
import { escapeMarkdown, markdownCode } from '@tarc/conformance';
import { rerunLines } from './rerun-text.js';

const MAX_LISTED = 30;

/**
 * The base URL as a shell word of the Replay line (a report read back may carry any text): what a
 * URL cannot hold raw (`<`, a backtick, a quote, a space) percent-encoded, then single-quoted when a
 * character the shell reads (`$`, `&`, `;`...) is left.
 */
const percent = (c: string): string => {
  try {
    return encodeURIComponent(c);
  } catch {
    return '%EF%BF%BD'; // a lone surrogate: U+FFFD
  }
};

function shellUrl(url: string): string {
  const encoded = url.replace(/[^A-Za-z0-9\-._~:/?#[\]@!$&()*+,;=%]/gu, (c) => (c === "'" ? '%27' : percent(c)));
  return /^[A-Za-z0-9\-._~:/%@=+,]*$/.test(encoded) ? encoded : `'${encoded}'`;
}

/** `summary.md`: short, for a CI step summary or a PR comment. */
export function reportMarkdown(report: RunReport, command: ReportCommand = 'run'): string {
  const s = report.summary;
  const target = `${escapeMarkdown(report.target.baseUrl)}${report.target.embedded ? ' (embedded reference server)' : ''}`;
  const lines = [
    `## tarc ${s.verdict.toUpperCase()}: ${target}`,
    '',
    `**${escapeMarkdown(runCoverageLine(report))}**${report.interrupted ? ` · **interrupted by ${report.interrupted.signal}: partial report**` : ''}`,
    '',
    ...(report.target.proxy ? [`Through the proxy ${escapeMarkdown(report.target.proxy)}.`, ''] : []),
    `Seed ${report.seed} · ${report.runs} property runs · fail on ${report.failOn.toUpperCase()} · ${s.requests} requests · ${(report.durationMs / 1000).toFixed(1)} s · tarc ${escapeMarkdown(report.tool.version)}`,
    '',
  ];
  for (const forced of report.merged?.forced ?? []) lines.push(`- Merged with --force: ${escapeMarkdown(forced)}`);
  if (report.merged?.forced?.length) lines.push('');
  if (report.throttling) lines.push(`**Throttled:** ${escapeMarkdown(report.throttling.message)}`, '');
  if (report.error)
    lines.push(
      `**${report.error.kind === 'unreachable' ? 'The target could not be reached' : 'The run is misconfigured'}:** ${escapeMarkdown(report.error.message)}`,
      '',
    );
  if (report.baseline) lines.push('### Baseline', '', ...baselineLines(report.baseline).map((l) => `- ${escapeMarkdown(l)}`), '');
  if (report.rerun) {
    const [head, ...rest] = rerunLines(report.rerun);
    lines.push('### Rerun', '', escapeMarkdown(head!), '', ...rest.map((l) => `- ${escapeMarkdown(l.trim())}`), '');
  }
  lines.push('| level | total | passed | failed | not evaluated |', '|---|---:|---:|---:|---:|');
  for (const level of ['MUST', 'SHOULD', 'INFO'] as const) {
    const c = s.byLevel[level];
    lines.push(`| ${level} | ${c.total} | ${c.passed} | ${c.failed} | ${c.notEvaluated} |`);
  }
  lines.push(`| **all** | ${s.total} | ${s.passed} | ${s.failed} | ${s.notEvaluated} |`, '');
  const open = inconclusiveResults(report);
  if (open.length > 0) {
    lines.push('### MUST checks not evaluated', '');
    for (const r of open.slice(0, MAX_LISTED))
      lines.push(`- ${markdownCode(r.id)} (${escapeMarkdown(r.reason ?? 'not evaluated')}): ${escapeMarkdown(r.message ?? '')}`);
    if (open.length > MAX_LISTED) lines.push(`- … and ${open.length - MAX_LISTED} more (see report.html)`);
    lines.push('', escapeMarkdown(sentence(acceptHint(command))), '');
  }
  /** A failing check's line, with its finding codes: what baselines and `tarc explain` take. */
  const failure = (r: RunReport['results'][number]): string => {
    const codes = [...new Set(r.findings.map((f) => f.code))];
    return `- ${markdownCode(r.id)} (${r.level}): ${escapeMarkdown(r.message ?? 'failed')}${codes.length ? ` · ${codes.length === 1 ? 'code' : 'codes'} ${codes.map(markdownCode).join(', ')}` : ''}`;
  };
  const failing = failingResults(report);
  const otherFailed = report.results.filter((r) => r.status === 'failed' && !failing.includes(r));
  if (failing.length > 0) {
    lines.push('### Failing checks', '');
    for (const r of failing.slice(0, MAX_LISTED)) lines.push(failure(r));
    if (failing.length > MAX_LISTED) lines.push(`- … and ${failing.length - MAX_LISTED} more (see report.html)`);
    lines.push('');
  }
  if (otherFailed.length > 0) {
    lines.push(`### Failed below --fail-on ${report.failOn}`, '');
    for (const r of otherFailed.slice(0, MAX_LISTED)) lines.push(failure(r));
    lines.push('');
  }
  if (failing.length > 0) {
    const baseUrl = report.target.embedded ? '' : ` --base-url ${shellUrl(report.target.baseUrl)}`;
    lines.push(
      `Replay: ${markdownCode(`tarc run${baseUrl} --seed ${report.seed}${failing.length <= 5 ? failing.map((r) => ` --only ${r.id}`).join('') : ''}`)}`,
      '',
    );
  }
  if (report.observations.length > 0) lines.push(`${report.observations.length} INFO observations (where the spec is silent); see report.html.`, '');
  if (report.gaps.length > 0) lines.push(`${report.gaps.length} specification gaps listed (not checked); see report.html.`, '');
  return `${lines.join('\n')}\n`;
}
