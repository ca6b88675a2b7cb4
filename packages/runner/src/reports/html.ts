import type { Evidence, Level } from '@tarc/conformance';
import type { CheckResult, CountsByStatus, ResultFinding, RunReport } from '../types.js';
import { failsRun } from '../engine/levels.js';
import { inconclusiveResults } from '../engine/summary.js';
import { acceptHint, sentence, type ReportCommand } from './accept-hint.js';
import { runCoverageLine } from './coverage-text.js';
import { escapeHtml as h } from './escape.js';
import { bodyText } from './evidence-text.js';
import { REPLAY_SNIPPET } from '../http/curl.js';
import { SCRIPT, STYLE } from './html-style.js';
import { baselineLines } from './baseline-text.js';
import { rerunLines } from './rerun-text.js';

const LEVELS: readonly Level[] = ['MUST', 'SHOULD', 'INFO'];

function countsRow(name: string, c: CountsByStatus): string {
  return `<tr><td>${h(name)}</td><td class="n">${c.total}</td><td class="n">${c.passed}</td><td class="n">${c.failed}</td><td class="n">${c.notEvaluated}</td></tr>`;
}

function countsTable(title: string, rows: [string, CountsByStatus][]): string {
  return `<table><thead><tr><th>${h(title)}</th><th>total</th><th>passed</th><th>failed</th><th>not evaluated</th></tr></thead><tbody>${rows
    .map(([n, c]) => countsRow(n, c))
    .join('')}</tbody></table>`;
}

function evidenceHtml(e: Evidence): string {
  const parts = [`<p><code>${h(e.request.method)} ${h(e.request.url)}</code></p>`, `<pre>${h(e.curl)}</pre>`];
  if (e.error) parts.push(`<p><b>Transport error:</b> ${h(e.error)}</p>`);
  const facts: string[] = [];
  if (e.response) facts.push(`<tr><th>status</th><td>${e.response.status}</td></tr>`);
  if (e.expected !== undefined) facts.push(`<tr><th>expected</th><td>${h(e.expected)}</td></tr>`);
  if (e.actual !== undefined) facts.push(`<tr><th>actual</th><td>${h(e.actual)}</td></tr>`);
  if (e.note !== undefined) facts.push(`<tr><th>note</th><td>${h(e.note)}</td></tr>`);
  if (facts.length) parts.push(`<table>${facts.join('')}</table>`);
  if (e.response?.body !== undefined) parts.push(`<pre>${h(bodyText(e.response.body))}</pre>`);
  return parts.join('');
}

/** A finding with the exchanges that prove it beneath it. */
function findingHtml(f: ResultFinding): string {
  const proof = f.evidence?.length ? `<div class="proof">${f.evidence.map(evidenceHtml).join('<hr>')}</div>` : '';
  return `<li><code>${h(f.code)}</code> ${h(f.message)}${proof}</li>`;
}

/** The check's evidence that no finding already shows (a passed or not-evaluated check's, or context). */
function restOfEvidence(r: CheckResult): Evidence[] {
  const shown = new Set(r.findings.flatMap((f) => f.evidence ?? []).map((e) => JSON.stringify(e)));
  return r.evidence.filter((e) => !shown.has(JSON.stringify(e)));
}

function resultHtml(r: CheckResult, failOn: RunReport['failOn']): string {
  const open = r.status === 'failed' && failsRun(r.level, failOn) ? ' open' : '';
  const spec = r.spec
    .map(
      (s) =>
        `<p><code>${h(s.requirement)}</code> <span class="badge lvl">${s.level}</span> <span class="muted">${h(s.section)}</span></p><blockquote>${h(s.quote)}</blockquote>`,
    )
    .join('');
  const replay = r.replay
    ? `<p class="muted">Replay: seed ${r.replay.seed}, ${r.replay.runs} runs${r.replay.path ? `, path <code>${h(r.replay.path)}</code>` : ''}</p>`
    : '';
  const why = r.status === 'not-evaluated' ? `<p class="muted">Not evaluated: <code>${h(r.reason ?? '')}</code>${r.accepted ? ' (accepted)' : ''}</p>` : '';
  const codes = r.findings.length ? `<ul class="findings">${r.findings.map(findingHtml).join('')}</ul>` : '';
  const runs = r.property ? `<p class="muted">Property runs: ${r.property.runsMade} of ${r.property.runsRequested} requested</p>` : '';
  return `<details id="${h(anchor(r.id))}" class="check ${r.status}" data-status="${r.status}" data-level="${r.level}" data-section="${h(r.section)}"${open}>
<summary><span class="badge ${r.status}">${r.status}</span><span class="badge lvl">${r.level}</span><code>${h(r.id)}</code> ${h(r.title)}</summary>
<div>${r.message ? `<p class="msg">${h(r.message)}</p>` : ''}${why}${codes}${runs}${r.endpoint ? `<p class="muted">Endpoint: ${h(r.endpoint)}</p>` : ''}${spec}${replay}${restOfEvidence(r).map(evidenceHtml).join('<hr>')}</div>
</details>`;
}

function anchor(id: string): string {
  return `check-${id}`;
}

/** The failing checks first, so a person opening a failed report sees what failed without scrolling. */
function failuresHtml(report: RunReport): string {
  const failures = report.results.filter((r) => r.status === 'failed');
  if (failures.length === 0) return '';
  const items = failures
    .map(
      (r) =>
        `<li><a href="#${h(anchor(r.id))}"><code>${h(r.id)}</code></a> <span class="badge lvl">${r.level}</span>${failsRun(r.level, report.failOn) ? '' : '<span class="muted">(does not fail the run) </span>'}${h(r.message ?? '')}</li>`,
    )
    .join('');
  return `<h2>Failures (${failures.length})</h2><ul class="failures">${items}</ul>${replayHtml()}`;
}

/** The MUST checks that were not evaluated: listed first on an inconclusive run, with their reasons. */
function notEvaluatedHtml(report: RunReport, command: ReportCommand): string {
  const open = inconclusiveResults(report);
  if (open.length === 0) return '';
  const items = open
    .map((r) => `<li><a href="#${h(anchor(r.id))}"><code>${h(r.id)}</code></a> <code>${h(r.reason ?? '')}</code> ${h(r.message ?? '')}</li>`)
    .join('');
  return `<h2>Not evaluated (${open.length} MUST checks)</h2><p class="muted">${h(sentence(acceptHint(command)))}</p><ul class="failures">${items}</ul>`;
}

/** How to run a curl line of the evidence again: the signed headers must be fresh. */
function replayHtml(): string {
  return `<details class="replay"><summary>Replaying a request with curl</summary><p>Each curl line reads <code>X-Stamp</code>, <code>X-Nonce</code> and <code>X-Signature</code> from variables, since the recorded ones would be refused as stale or reused. With the default signer, set them in your shell from <code>TARC_API_KEY</code> and <code>TARC_API_SECRET</code>, then paste the curl line:</p><pre>${h(REPLAY_SNIPPET)}</pre><p class="muted">With your own <code>--signer</code>, compute the headers its way.</p></details>`;
}

function select(name: string, values: readonly string[]): string {
  return `<label>${h(name)} <select data-filter="${h(name)}"><option value="">all</option>${values
    .map((v) => `<option value="${h(v)}">${h(v)}</option>`)
    .join('')}</select></label>`;
}

/** `report.html`: one self-contained page; every text from the server or the checks is escaped. */
export function reportHtml(report: RunReport, command: ReportCommand = 'run'): string {
  const s = report.summary;
  const sections = Object.keys(s.bySection);
  const target = `${report.target.baseUrl}${report.target.embedded ? ' (embedded reference server)' : ''}${report.target.proxy ? ` through the proxy ${report.target.proxy}` : ''}`;
  const body = [
    `<h1><span class="verdict ${s.verdict}">${s.verdict.toUpperCase()}</span>tarc conformance report</h1>`,
    `<p class="coverage"><b>${h(runCoverageLine(report))}</b>${report.interrupted ? ` · <b>interrupted by ${h(report.interrupted.signal)}: partial report</b>` : ''}</p>`,
    `<p class="meta">Target ${h(target)} · seed ${report.seed} · ${report.runs} property runs · fail on ${report.failOn.toUpperCase()}${report.shard ? ` · shard ${report.shard.index}/${report.shard.count}` : ''}${report.merged ? ` · merged from ${report.merged.from} reports` : ''} · started ${h(report.startedAt)} · ${(report.durationMs / 1000).toFixed(1)} s · ${s.requests} requests · ${h(report.tool.name)} ${h(report.tool.version)}</p>`,
    report.error
      ? `<div class="error"><b>${report.error.kind === 'unreachable' ? 'The target could not be reached.' : 'The run is misconfigured.'}</b> ${h(report.error.message)}${report.error.evidence.map(evidenceHtml).join('')}</div>`
      : '',
    report.throttling ? `<p class="coverage"><b>Throttled:</b> ${h(report.throttling.message)}</p>` : '',
    report.baseline
      ? `<h2>Baseline</h2><ul>${baselineLines(report.baseline)
          .map((l) => `<li>${h(l)}</li>`)
          .join('')}</ul>`
      : '',
    report.rerun
      ? `<h2>Rerun</h2><ul>${rerunLines(report.rerun)
          .map((l) => `<li>${h(l.trim())}</li>`)
          .join('')}</ul>`
      : '',
    `<div class="cards">${(['total', 'passed', 'failed', 'notEvaluated'] as const).map((k) => `<div class="card">${k === 'notEvaluated' ? 'not evaluated' : k}<b>${s[k]}</b></div>`).join('')}</div>`,
    s.verdict === 'inconclusive' ? notEvaluatedHtml(report, command) + failuresHtml(report) : failuresHtml(report) + notEvaluatedHtml(report, command),
    `<h2>By level</h2>${countsTable(
      'level',
      LEVELS.map((l) => [l, s.byLevel[l]]),
    )}`,
    `<h2>By section</h2>${countsTable(
      'section',
      sections.map((n) => [n, s.bySection[n]!]),
    )}`,
    `<h2>Checks (<span id="shown">${report.results.length}</span> shown)</h2>`,
    `<div class="filters">${select('status', ['failed', 'passed', 'not-evaluated'])}${select('level', LEVELS)}${select('section', sections)}</div>`,
    report.results.map((r) => resultHtml(r, report.failOn)).join('\n'),
    report.observations.length
      ? `<h2>Observations (INFO)</h2><table><thead><tr><th>check</th><th>requirements</th><th>observed</th></tr></thead><tbody>${report.observations
          .map((o) => `<tr><td><code>${h(o.id)}</code></td><td>${h(o.requirements.join(', '))}</td><td>${h(o.message)}</td></tr>`)
          .join('')}</tbody></table>`
      : '',
    report.gaps.length
      ? `<h2>Specification gaps (not checked)</h2><table><thead><tr><th>requirement</th><th>section</th><th>the spec says</th></tr></thead><tbody>${report.gaps
          .map(
            (g) =>
              `<tr><td><code>${h(g.id)}</code></td><td>${h(g.section)}</td><td>${h(g.quote)}${g.note ? `<br><span class="muted">${h(g.note)}</span>` : ''}</td></tr>`,
          )
          .join('')}</tbody></table>`
      : '',
    report.notes.length ? `<h2>Discovery notes</h2><ul>${report.notes.map((n) => `<li>${h(n)}</li>`).join('')}</ul>` : '',
  ].join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>tarc ${s.verdict.toUpperCase()}: ${h(report.target.baseUrl)}</title>
<style>${STYLE}</style></head>
<body><main>
${body}
</main><script>${SCRIPT}</script></body></html>
`;
}
