import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import type { Check, Requirement } from '@tarc/conformance';
import { runSuite } from '../engine/run-suite.js';
import { startFakeTarget, type FakeTarget } from '../../test/support/fake-target.js';
import { hostileReport } from '../../test/support/hostile-report.js';
import { startTestServer } from '../../test/support/test-server.js';
import { escapeXml } from './escape.js';
import { reportHtml } from './html.js';
import { reportJson } from './json.js';
import { reportJunit } from './junit.js';
import { reportMarkdown } from './markdown.js';
import { reportSchemaErrors } from './schema.js';
import { writeReports } from './write.js';
import { SecretSet } from '../http/redact.js';

const schema = JSON.parse(readFileSync(new URL('../../schemas/report.schema.json', import.meta.url), 'utf8')) as object;
const validate = new Ajv({ allErrors: true, strict: true }).compile(schema);

let target: FakeTarget | undefined;
let dir: string | undefined;
afterEach(async () => {
  await target?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
  target = dir = undefined;
});

const catalogue = new Map<string, Requirement>([
  ['R-MUST', { id: 'R-MUST', level: 'MUST', section: 'Endpoints > GET /v1/fee-levels', quote: 'Returns an array of Fee level (all levels).' }],
  ['R-GAP', { id: 'R-GAP', level: 'INFO', section: 'Limits', quote: 'Rate limits and request quotas: not shown.', testable: false }],
]);
const checks: Check<string>[] = [
  {
    id: 'fees.fails',
    title: 'fails',
    section: 'Reference data',
    requirements: ['R-MUST'],
    codes: { wrong: 'the rule is broken' },
    run: async (ctx) => {
      const ex = await ctx.http.get('/v1/fee-levels');
      // A problem object as checks pass it: its message and code must not leak into the evidence.
      const problem = { code: 'unexpected-status', message: 'expected 200', expected: 'a', actual: 'b' };
      return {
        status: 'failed',
        message: 'wrong',
        findings: [{ code: 'wrong', message: 'wrong' }],
        evidence: [ex.evidence(problem)],
        replay: { seed: ctx.options.seed, runs: 1, path: '0' },
      };
    },
  },
  { id: 'fees.passes', title: 'passes', section: 'Reference data', requirements: ['R-MUST'], codes: {}, run: async () => ({ status: 'passed' }) },
  {
    id: 'fees.skips',
    title: 'skips',
    section: 'Errors',
    requirements: ['R-MUST'],
    codes: {},
    run: async () => ({ status: 'not-evaluated', reason: 'no-data', message: 'no data' }),
  },
];

describe('report.json', () => {
  it('a real report validates against the published schema', async () => {
    target = await startFakeTarget();
    const report = await runSuite({ baseUrl: target.url, credentials: { apiKey: 'k', apiSecret: 'c2VjcmV0' }, requirements: catalogue, checks, seed: 5 });
    const parsed = JSON.parse(reportJson(report)) as unknown;
    expect(validate(parsed), JSON.stringify(validate.errors)).toBe(true);
    expect(report.results.map((r) => r.status)).toEqual(['failed', 'passed', 'not-evaluated']);
    expect(report.summary.verdict).toBe('fail');
    expect(reportSchemaErrors(parsed)).toEqual([]);
    // The only finding of `fees.fails` carries the exchange that proves it.
    expect(report.results[0]!.findings[0]!.evidence?.map((e) => new URL(e.request.url).pathname)).toEqual(['/v1/fee-levels']);
  });

  it("a report written before evidence went per finding still validates; a finding's evidence is checked", () => {
    const report = JSON.parse(reportJson(hostileReport())) as { results: { findings: { evidence?: unknown }[] }[] };
    expect(report.results[0]!.findings[0]!.evidence).toBeUndefined();
    expect(validate(report), JSON.stringify(validate.errors)).toBe(true);
    report.results[0]!.findings[0]!.evidence = [{ curl: 'no request' }];
    expect(validate(report)).toBe(false);
  });

  it('an unreachable report validates too', async () => {
    const dead = await startTestServer(() => undefined);
    await dead.close();
    const report = await runSuite({ baseUrl: dead.url, requirements: catalogue, checks, seed: 5 });
    expect(validate(JSON.parse(reportJson(report))), JSON.stringify(validate.errors)).toBe(true);
  });

  it('the schema rejects a report missing its verdict', () => {
    const report = JSON.parse(reportJson(hostileReport())) as { summary: Record<string, unknown> };
    expect(validate(report)).toBe(true);
    delete report.summary.verdict;
    expect(validate(report)).toBe(false);
  });
});

describe('junit.xml', () => {
  const xml = reportJunit(hostileReport());
  it('has one testcase per check in suites by section', () => {
    expect(xml.match(/<testcase /g)).toHaveLength(3);
    expect(xml.match(/<testsuite /g)).toHaveLength(2);
    expect(xml).toContain('<testsuite name="Endpoints &gt; GET /v1/orders" tests="2" failures="1"');
    expect(xml).toContain('<failure message="order 7 is Canceled');
    expect(xml).toContain('<skipped message="[no-data] no data');
    expect(xml).toContain('replay: --seed 99 --runs 25');
  });
  it('escapes everything and drops characters XML cannot carry', () => {
    expect(xml).not.toContain('<script>');
    expect(xml).not.toContain(']]>');
    expect(xml).not.toContain('\u0001');
    expect(escapeXml(`a<b>&"'\u0000`)).toBe('a&lt;b&gt;&amp;&quot;&apos;\uFFFD');
  });
});

describe('report.html', () => {
  const html = reportHtml(hostileReport());
  it('is self-contained: no external script, style, image or font', () => {
    expect(html).not.toMatch(/<(script|link|img)[^>]+(src|href)=/i);
    expect(html).not.toMatch(/url\(/);
  });
  it('escapes server content against HTML injection', () => {
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html.match(/<script>/g)).toHaveLength(1);
  });
  it('shows verdict, filters, failures with curl, observations and gaps', () => {
    expect(html).toContain('<span class="verdict fail">FAIL</span>');
    expect(html).toContain('data-filter="status"');
    expect(html).toContain('data-filter="level"');
    expect(html).toContain('data-filter="section"');
    expect(html).toContain('-H &quot;X-Signature: $TARC_SIGNATURE&quot;');
    expect(html).toContain('Observations (INFO)');
    expect(html).toContain('Specification gaps (not checked)');
    expect(html).toContain('GAP-RATE-LIMITS');
    // A failure that fails the run opens by default.
    expect(html).toMatch(/<details id="check-[^"]+" class="check failed" [^>]* open>/);
    expect(html).toMatch(/<h2>Failures \(\d+\)<\/h2><ul class="failures"><li><a href="#check-/);
    expect(html).toContain('Replaying a request with curl');
    expect(html).toContain('TARC_SIGNATURE=$(printf');
  });
  it("shows each finding with the exchanges that prove it, and the check's evidence once", () => {
    const report = hostileReport();
    const failed = report.results[0]!;
    failed.findings = failed.findings.map((f) => ({ ...f, evidence: failed.evidence }));
    const page = reportHtml(report);
    const item = page.match(/<ul class="findings"><li><code>orders\.canceled-excluded\/listed<\/code>[\s\S]*?<\/li><\/ul>/)?.[0] ?? '';
    expect(item).toContain('<div class="proof"><p><code>GET http://127.0.0.1:1234/v1/orders?pairSymbol=BTCTRY</code></p>');
    expect(page.split('expected</th><td>no Canceled order').length - 1).toBe(1);
    // Evidence no finding shows stays under the check.
    expect(html.split('expected</th><td>no Canceled order').length - 1).toBe(1);
  });
});

describe('summary.md', () => {
  const md = reportMarkdown(hostileReport());
  it('is short and names the failing checks', () => {
    expect(md).toContain('## tarc FAIL: http://127.0.0.1:1234');
    expect(md).toContain('- `orders.canceled-excluded` (MUST): order 7 is Canceled');
    // With its finding codes: what a baseline keys on and tarc explain takes.
    expect(md).toMatch(/^- `orders\.canceled-excluded` \(MUST\): .* · code `orders\.canceled-excluded\/listed`$/m);
    expect(md).toContain('| MUST | 2 | 1 | 1 | 0 |');
    expect(md).toContain('Replay: `tarc run --base-url http://127.0.0.1:1234 --seed 99 --only orders.canceled-excluded`');
    expect(md.split('\n').length).toBeLessThan(40);
  });
  it('escapes HTML and Markdown from server content', () => {
    expect(md).not.toContain('<script>');
    // `<`, `>` and `&` as entities (a tag forms in no Markdown flavour, markdown-html.test.ts), the
    // other markup as backslash escapes, readable with cat in a CI log.
    expect(md).toContain('&lt;script&gt;');
    expect(md).toContain(' &amp; ');
    expect(md).toContain('\\*bold\\*');
    expect(md).toContain('\\|');
    expect(md).toContain('1 INFO observations');
  });
});

describe('writeReports', () => {
  it('creates the directory and writes the four files', async () => {
    dir = await mkdtemp(join(tmpdir(), 'tarc-reports-'));
    const paths = await writeReports(hostileReport(), join(dir, 'a', 'b'), { secrets: new SecretSet() });
    expect(JSON.parse(await readFile(paths.json, 'utf8'))).toMatchObject({ seed: 99 });
    expect(await readFile(paths.junit, 'utf8')).toMatch(/^<\?xml/);
    expect(await readFile(paths.html, 'utf8')).toMatch(/^<!doctype html>/);
    expect(await readFile(paths.markdown, 'utf8')).toMatch(/^## tarc FAIL/);
  });

  it('gives the text of every file a last pass with the secrets it is given, escaped for the format', async () => {
    dir = await mkdtemp(join(tmpdir(), 'tarc-reports-'));
    const signature = 'c2lnbmF0dXJlLXNlbnQtb25jZQ';
    // Never scrubbed as a value: what a run adds after its scrub (a baseline's comparison, a rerun's outcomes).
    const report = hostileReport({ notes: [`echoed ${signature}`] });
    const secrets = new SecretSet();
    secrets.add(signature);
    const paths = await writeReports(report, dir, { secrets });
    for (const path of Object.values(paths)) expect(await readFile(path, 'utf8'), path).not.toContain(signature);
    expect(await readFile(paths.json, 'utf8')).toContain('echoed <redacted>');
    expect(await readFile(paths.html, 'utf8')).toContain('echoed &lt;redacted&gt;');
  });
});
