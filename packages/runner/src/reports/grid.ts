// `tarc grid`: implementations × checks, for comparing servers or releases side by side (after
// Autobahn's implementations × cases grid). Rows are grouped by spec section; each cell links to
// the check's entry in that report's report.html.
import type { CheckResult, RunReport } from '../types.js';
import { escapeMarkdown } from '@tarc/conformance';
import { escapeHtml as h } from './escape.js';

export interface GridColumn {
  label: string;
  report: RunReport;
  /** Link to the column's report.html, relative to where the grid is written. */
  href: string;
}

interface Row {
  id: string;
  title: string;
  level: string;
}

function sections(columns: readonly GridColumn[]): Map<string, Row[]> {
  const out = new Map<string, Row[]>();
  const seen = new Set<string>();
  for (const c of columns) {
    for (const r of c.report.results) {
      if (seen.has(r.id)) continue;
      seen.add(r.id);
      const rows = out.get(r.section) ?? [];
      rows.push({ id: r.id, title: r.title, level: r.level });
      out.set(r.section, rows);
    }
  }
  return out;
}

const find = (c: GridColumn, id: string): CheckResult | undefined => c.report.results.find((r) => r.id === id);
const link = (c: GridColumn, id: string) => `${c.href}#${encodeURIComponent(`check-${id}`)}`;

function word(r: CheckResult | undefined): string {
  if (!r) return '';
  if (r.status === 'passed') return 'pass';
  if (r.status === 'failed') return 'FAIL';
  return `n/e${r.reason ? ` (${r.reason})` : ''}`;
}

/** The grid as Markdown: a table per section, a verdict row first. */
export function gridMarkdown(columns: readonly GridColumn[]): string {
  const head = `| check | level | ${columns.map((c) => escapeMarkdown(c.label)).join(' | ')} |`;
  const rule = `|---|---|${columns.map(() => '---').join('|')}|`;
  const lines = [
    '## tarc grid',
    '',
    `${columns.length} reports · pass, FAIL, n/e = not evaluated (reason); each cell links to the report's evidence.`,
    '',
    head,
    rule,
    `| **verdict** | | ${columns.map((c) => `[**${c.report.summary.verdict.toUpperCase()}**](${c.href})`).join(' | ')} |`,
    `| **MUST requirements evaluated** | | ${columns.map((c) => `${c.report.summary.mustRequirements.evaluated} of ${c.report.summary.mustRequirements.total}`).join(' | ')} |`,
    '',
  ];
  for (const [section, rows] of sections(columns)) {
    lines.push(`### ${escapeMarkdown(section)}`, '', head, rule);
    for (const row of rows) {
      const cells = columns.map((c) => {
        const r = find(c, row.id);
        return r ? `[${word(r)}](${link(c, row.id)})` : '';
      });
      lines.push(`| ${escapeMarkdown(row.id)} | ${row.level} | ${cells.join(' | ')} |`);
    }
    lines.push('');
  }
  return `${lines.join('\n')}\n`;
}

const STYLE = `body{font:14px/1.4 system-ui,sans-serif;margin:1.5rem;color:#222}table{border-collapse:collapse}th,td{border:1px solid #ddd;padding:.25rem .5rem;text-align:left}
th.section{background:#f3f3f3;font-size:1.05em}td.passed{background:#e6f4ea}td.failed{background:#fce8e6;font-weight:bold}td.not-evaluated{background:#fef7e0}td a{color:inherit}code{font-size:.95em}.muted{color:#666}`;

/** The grid as one self-contained HTML page; every text from a report is escaped. */
export function gridHtml(columns: readonly GridColumn[]): string {
  const heads = columns
    .map(
      (c) =>
        `<th><a href="${h(c.href)}">${h(c.label)}</a><br><span class="muted">${h(c.report.summary.verdict.toUpperCase())} · ${c.report.summary.mustRequirements.evaluated} of ${c.report.summary.mustRequirements.total} MUST evaluated</span></th>`,
    )
    .join('');
  const body: string[] = [];
  for (const [section, rows] of sections(columns)) {
    body.push(`<tr><th class="section" colspan="${columns.length + 2}">${h(section)}</th></tr>`);
    for (const row of rows) {
      const cells = columns.map((c) => {
        const r = find(c, row.id);
        return r ? `<td class="${r.status}" title="${h(r.message ?? r.status)}"><a href="${h(link(c, row.id))}">${h(word(r))}</a></td>` : '<td></td>';
      });
      body.push(`<tr><td><code>${h(row.id)}</code><br><span class="muted">${h(row.title)}</span></td><td>${h(row.level)}</td>${cells.join('')}</tr>`);
    }
  }
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>tarc grid</title><style>${STYLE}</style></head>
<body><h1>tarc grid</h1><p class="muted">${columns.length} reports · each cell links to the check in that report</p>
<table><thead><tr><th>check</th><th>level</th>${heads}</tr></thead><tbody>
${body.join('\n')}
</tbody></table></body></html>
`;
}
