// What a failing or skipped test says: the check's finding codes, the spec sentences it stands on, and
// the requests that showed it with a curl line each (secrets already replaced by variables).
import { evidenceText, terminalText } from '@tarc/runner';
import type { CheckResult } from '@tarc/runner';

type Evidence = CheckResult['evidence'][number];

/** Evidence shown per failure, and characters of each body; the reports (`reportDir`) keep all of it. */
const MAX_EVIDENCE = 3;
const MAX_BODY = 600;

const indent = (text: string) => text.replace(/^/gm, '    ');
/** Server text must not drive the terminal: control characters escaped, line by line. */
const safeLines = (text: string) => text.split('\n').map(terminalText).join('\n');

/** The evidence with its response body cut to MAX_BODY characters of its JSON text. */
function clipped(e: Evidence): Evidence {
  if (e.response?.body === undefined) return e;
  const text = typeof e.response.body === 'string' ? e.response.body : (JSON.stringify(e.response.body) ?? '');
  if (text.length <= MAX_BODY) return e;
  return { ...e, response: { ...e.response, body: `${text.slice(0, MAX_BODY)}… (${text.length - MAX_BODY} more characters in the reports)` } };
}

/** `inProcess`: the app was served in-process, on a port that closes when the run ends, which its curl lines name. */
export function failureText(result: CheckResult, options: { belowFailOn?: boolean; inProcess?: boolean } = {}): string {
  const level = options.belowFailOn ? `${result.level}, below failOn` : result.level;
  const lines = [`${result.id} failed (${level}): ${result.message ?? 'see the findings'}`, 'findings:'];
  for (const f of result.findings) lines.push(`  ${f.code}: ${f.message}`);
  lines.push('spec:');
  for (const s of result.spec) lines.push(`  ${s.requirement} (${s.level}, ${s.section}): "${s.quote}"`);
  const shown = result.evidence.slice(0, MAX_EVIDENCE);
  if (shown.length > 0)
    lines.push(
      options.inProcess
        ? "requests (to your app, served in-process on a port closed when the run ends: to replay a curl line, serve the app and change the URL's port, or run with baseUrl):"
        : 'requests:',
    );
  for (const e of shown)
    lines.push(
      indent(evidenceText(clipped(e)))
        .replace(/^ {4}/, '  - ')
        .replace(/\n {4}/g, '\n    '),
    );
  if (result.evidence.length > shown.length) lines.push(`  … ${result.evidence.length - shown.length} more in the reports (reportDir)`);
  if (result.replay)
    lines.push(
      `replay: seed ${result.replay.seed}${result.replay.path ? `, path ${result.replay.path}` : ''} (describeConformance({ seed: ${result.replay.seed}, only: ['${result.id}'] }))`,
    );
  return safeLines(lines.join('\n'));
}

/** A not-evaluated check's skip note: the reason and why. */
export function skipNote(result: CheckResult): string {
  const accepted = result.accepted ? ', accepted by acceptSkip' : '';
  return terminalText(`not evaluated (${result.reason ?? 'no-data'}${accepted}): ${result.message ?? ''}`.trim());
}

/** An Error that shows only its message: the stack of the test harness says nothing about the server. */
export class ConformanceFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConformanceFailure';
    this.stack = `${this.name}: ${message}`;
  }
}
