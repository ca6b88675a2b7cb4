import type { CheckResult, RunReport } from '../types.js';
import { escapeXml } from './escape.js';
import { evidenceText } from './evidence-text.js';

const seconds = (ms: number) => (ms / 1000).toFixed(3);

function testcase(r: CheckResult, seed: number): string {
  const open = `    <testcase classname="${escapeXml(r.section)}" name="${escapeXml(`${r.id}: ${r.title}`)}" time="${seconds(r.durationMs)}">`;
  if (r.status === 'passed') return `${open}</testcase>`;
  if (r.status === 'skipped') return `${open}\n      <skipped message="${escapeXml(r.message ?? 'skipped')}"/>\n    </testcase>`;
  const body = [
    `[${r.level}] ${r.message ?? 'failed'}`,
    `requirements: ${r.spec.map((s) => `${s.requirement} (${s.section}): "${s.quote}"`).join('; ')}`,
    ...(r.replay ? [`replay: --seed ${r.replay.seed} --runs ${r.replay.runs}${r.replay.path ? ` (path ${r.replay.path})` : ''}`] : [`seed: ${seed}`]),
    ...r.evidence.map(evidenceText),
  ].join('\n\n');
  return `${open}\n      <failure message="${escapeXml(r.message ?? 'failed')}" type="${r.level}">${escapeXml(body)}</failure>\n    </testcase>`;
}

/** `junit.xml`: one testcase per check, one testsuite per spec section. */
export function reportJunit(report: RunReport): string {
  const sections = new Map<string, CheckResult[]>();
  for (const r of report.results) {
    const list = sections.get(r.section) ?? [];
    list.push(r);
    sections.set(r.section, list);
  }
  const suites: string[] = [];
  if (report.error) {
    suites.push(
      `  <testsuite name="target" tests="1" failures="0" errors="1" skipped="0" time="0.000">\n` +
        `    <testcase classname="target" name="target reachable" time="0.000">\n` +
        `      <error message="${escapeXml(report.error.message)}" type="unreachable">${escapeXml(report.error.evidence.map(evidenceText).join('\n\n'))}</error>\n` +
        `    </testcase>\n  </testsuite>`,
    );
  }
  for (const [section, results] of sections) {
    const failures = results.filter((r) => r.status === 'failed').length;
    const skipped = results.filter((r) => r.status === 'skipped').length;
    const time = results.reduce((t, r) => t + r.durationMs, 0);
    suites.push(
      `  <testsuite name="${escapeXml(section)}" tests="${results.length}" failures="${failures}" errors="0" skipped="${skipped}" time="${seconds(time)}">\n` +
        `${results.map((r) => testcase(r, report.seed)).join('\n')}\n  </testsuite>`,
    );
  }
  const s = report.summary;
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<testsuites name="tarc ${escapeXml(report.target.baseUrl)}" tests="${s.total}" failures="${s.failed}" errors="${report.error ? 1 : 0}" skipped="${s.skipped}" time="${seconds(report.durationMs)}">\n` +
    `${suites.join('\n')}\n</testsuites>\n`
  );
}
