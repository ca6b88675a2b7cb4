// merge, baseline, rerun and grid end to end through main(), on fake checks against a fake target.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Check, Requirement } from '@tarc/conformance';
import { reportSchemaErrors } from '../reports/schema.js';
import { runCli } from '../../test/support/cli-io.js';
import { startFakeTarget, type FakeTarget } from '../../test/support/fake-target.js';
import type { RunReport } from '../types.js';

const catalogue = new Map<string, Requirement>([
  ['R-MUST', { id: 'R-MUST', level: 'MUST', section: 'S', quote: 'q' }],
  ['R-SHOULD', { id: 'R-SHOULD', level: 'SHOULD', section: 'S', quote: 'q' }],
]);
type Plan = 'passed' | 'failed' | 'failed-other' | 'not-evaluated';
/** A check whose outcome is planned: `failed-other` fails with a second finding code. */
const make = (id: string, plan: Plan, extra: Partial<Check<string>> = {}, ran?: string[]): Check<string> => ({
  id,
  title: `title ${id}`,
  section: id.split('.')[0]!,
  requirements: ['R-MUST'],
  codes: { wrong: 'the rule is broken', other: 'another rule is broken' },
  run: async (ctx) => {
    ran?.push(id);
    const ex = await ctx.http.get('/v1/account-wallets');
    if (plan === 'not-evaluated') return { status: 'not-evaluated', reason: 'no-data', message: `${id} saw no data` };
    if (plan === 'passed') return { status: 'passed', evidence: [ex.evidence()] };
    const findings = [{ code: 'wrong', message: `${id} is wrong` }, ...(plan === 'failed-other' ? [{ code: 'other', message: `${id} is also wrong` }] : [])];
    return { status: 'failed', message: `${id} is wrong`, findings, evidence: [ex.evidence()] };
  },
  ...extra,
});
const suite = (plans: Record<string, Plan>, ran?: string[]): Check<string>[] =>
  Object.entries(plans).map(([id, plan]) => make(id, plan, id.startsWith('final.') ? { phase: 'final' } : {}, ran));

const BASE: Record<string, Plan> = {
  'a.one': 'passed',
  'a.two': 'failed',
  'a.three': 'passed',
  'b.one': 'passed',
  'b.two': 'failed',
  'b.three': 'passed',
  'c.one': 'passed',
  'c.two': 'passed',
  'final.all': 'passed',
};

let target: FakeTarget;
let dir = '';
beforeAll(async () => {
  target = await startFakeTarget();
});
afterAll(async () => {
  await target.close();
});
beforeEach(async (context) => {
  dir = await mkdtemp(join(tmpdir(), 'tarc-ci-'));
  context.onTestFinished(() => rm(dir, { recursive: true, force: true }));
});

const tarc = (argv: string[], checks: Check<string>[] = suite(BASE)) => runCli(argv, { checks, requirements: catalogue });
const run = (reportDir: string, extra: string[] = [], checks?: Check<string>[]) =>
  tarc(
    ['run', '--base-url', target.url, '--api-key', 'k', '--api-secret', 'c2VjcmV0LXNlY3JldA==', '--seed', '5', '--report-dir', join(dir, reportDir), ...extra],
    checks,
  );
const read = async (reportDir: string) => JSON.parse(await readFile(join(dir, reportDir, 'report.json'), 'utf8')) as RunReport;
const facts = (r: RunReport) =>
  r.results
    .map((x) => ({ id: x.id, status: x.status, level: x.level, reason: x.reason, codes: x.findings.map((f) => f.code) }))
    .sort((a, b) => (a.id < b.id ? -1 : 1));

describe('tarc merge', () => {
  it('shards 1/3, 2/3 and 3/3 merged equal a single run with the same seed (the final check once), in all four formats', async () => {
    expect((await run('single')).code).toBe(1);
    for (const i of [1, 2, 3]) expect((await run(`shard-${i}`, ['--shard', `${i}/3`])).code).toBe(i === 2 ? 1 : 0);
    const merged = await tarc(['merge', ...[1, 2, 3].map((i) => join(dir, `shard-${i}`, 'report.json')), '--report-dir', join(dir, 'merged')]);
    expect(merged.code).toBe(1);
    expect(merged.out).toContain('tarc merge: 3 reports (3 shards), seed 5');
    expect(merged.out).toContain('Verdict: FAIL');
    const single = await read('single');
    const report = await read('merged');
    expect(reportSchemaErrors(report)).toEqual([]);
    expect(facts(report)).toEqual(facts(single));
    expect(report.results.map((r) => r.id)).toEqual(single.results.map((r) => r.id));
    expect(report.results.filter((r) => r.id === 'final.all')).toHaveLength(1);
    const { requests: _a, ...summary } = report.summary;
    const { requests: _b, ...expected } = single.summary;
    expect(summary).toEqual(expected);
    expect(report.merged).toEqual({ from: 3, shards: 3 });
    expect(report.shard).toBeUndefined();
    const junit = await readFile(join(dir, 'merged', 'junit.xml'), 'utf8');
    expect(junit.match(/<testcase /g)).toHaveLength(Object.keys(BASE).length);
    expect(await readFile(join(dir, 'merged', 'summary.md'), 'utf8')).toMatch(/^## tarc FAIL/);
    expect(await readFile(join(dir, 'merged', 'report.html'), 'utf8')).toContain('merged from 3 reports');
  });

  it('refuses (exit 2) reports of different runs or an incomplete set of shards, unless --force', async () => {
    await run('s1', ['--shard', '1/2']);
    await run('s2', ['--shard', '2/2', '--seed', '6']);
    const out = join(dir, 'm');
    const seeds = await tarc(['merge', join(dir, 's1'), join(dir, 's2'), '--report-dir', out]);
    expect(seeds.code).toBe(2);
    expect(seeds.err).toMatch(/^tarc: these reports are not the shards of one run: different seed: 5 in .*, 6 in .* \(see tarc merge --help\)\n$/);
    const missing = await tarc(['merge', join(dir, 's1'), '--report-dir', out]);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('shard 2/2 missing');
    const twice = await tarc(['merge', join(dir, 's1'), join(dir, 's1'), '--report-dir', out]);
    expect(twice.err).toContain('shard 1/2 given twice');
    const forced = await tarc(['merge', join(dir, 's1'), join(dir, 's2'), '--report-dir', out, '--force']);
    expect(forced.code).toBe(1);
    expect((await read('m')).notes[0]).toMatch(/^merged with --force: different seed/);
  });

  it.each([
    [['merge'], /merge needs the report\.json files/],
    [['merge', '/nonexistent/report.json'], /cannot read \/nonexistent\/report\.json/],
    [['merge', '--bogus'], /unknown option "--bogus"/],
    [['merge', 'x', '--baseline-strict'], /--baseline-strict needs --baseline FILE/],
    [['baseline'], /baseline needs exactly one report/],
    [['baseline', 'r.json'], /cannot read r\.json|baseline needs -o FILE/],
    [['rerun'], /rerun needs the report first/],
    [['grid'], /grid needs one or more reports/],
    [['run', '--baseline', 'b.json', '--shard', '1/2'], /apply it when merging the shards/],
    [['run', '--baseline-strict'], /--baseline-strict needs --baseline FILE/],
  ])('exits 2 with one clear line for %j', async (argv, message) => {
    const r = await tarc(argv);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expect(r.err).not.toMatch(/\n\s+at /);
  });

  it('exits 2 for a file that is not a report, and will not overwrite its input', async () => {
    await writeFile(join(dir, 'junk.json'), '{"hello": 1}');
    const junk = await tarc(['merge', join(dir, 'junk.json')]);
    expect(junk.code).toBe(2);
    expect(junk.err).toMatch(/junk\.json is not a tarc report\.json/);
    await run('s', ['--shard', '1/1']);
    const clash = await tarc(['merge', join(dir, 's'), '--report-dir', join(dir, 's')]);
    expect(clash.code).toBe(2);
    expect(clash.err).toMatch(/would overwrite/);
  });

  it('every command has --help', async () => {
    for (const command of ['merge', 'baseline', 'rerun', 'grid']) {
      const r = await tarc([command, '--help']);
      expect(r.code).toBe(0);
      expect(r.out).toMatch(new RegExp(`^Usage: tarc ${command} `));
    }
    expect((await tarc(['--help'])).out).toMatch(/tarc merge REPORT\.\.\..*\n.*tarc baseline REPORT -o FILE.*\n.*tarc rerun REPORT.*\n.*tarc grid REPORT/);
  });
});

describe('baselines', () => {
  it('two known failures: exit 0 on the same server, exit 1 when a third check fails, fixed ones reported as fixed', async () => {
    expect((await run('before')).code).toBe(1);
    const file = join(dir, 'tarc-baseline.json');
    const written = await tarc(['baseline', join(dir, 'before'), '-o', file]);
    expect(written.code).toBe(0);
    expect(written.out).toContain('2 expected failures');
    // -o into a folder that does not exist yet: created, as --report-dir's is.
    expect((await tarc(['baseline', join(dir, 'before'), '-o', join(dir, 'new', 'folder', 'b.json')])).code).toBe(0);
    const text = await readFile(file, 'utf8');
    expect(text).toContain('{"check":"a.two","status":"failed","codes":["a.two/wrong"],"why":"a.two is wrong"}');

    const same = await run('same', ['--baseline', file]);
    expect(same.code).toBe(0);
    expect(same.out).toContain('0 new failures, 2 known failures, 0 fixed');
    expect(same.out).toContain('Verdict: PASS');
    const sameReport = await read('same');
    expect(reportSchemaErrors(sameReport)).toEqual([]);
    expect(sameReport.baseline).toMatchObject({ knownFailures: ['a.two', 'b.two'], newFailures: [], fixed: [] });
    // JUnit agrees with the gate: a known failure is no <failure>.
    const junit = await readFile(join(dir, 'same', 'junit.xml'), 'utf8');
    expect(junit).not.toContain('<failure');
    expect(junit.match(/value="known-failure"/g)).toHaveLength(2);

    const third = await run('third', ['--baseline', file], suite({ ...BASE, 'c.two': 'failed' }));
    expect(third.code).toBe(1);
    expect(third.out).toContain('New failures: c.two (c.two/wrong)');

    const fixed = await run('fixed', ['--baseline', file], suite({ ...BASE, 'a.two': 'passed' }));
    expect(fixed.code).toBe(0);
    expect(fixed.out).toMatch(/Fixed \(remove from the baseline\): a\.two/);
    expect(await readFile(join(dir, 'fixed', 'summary.md'), 'utf8')).toContain('Fixed (remove from the baseline): a.two');
    const strict = await run('strict', ['--baseline', file, '--baseline-strict'], suite({ ...BASE, 'a.two': 'passed' }));
    expect(strict.code).toBe(1);
  });

  it('a new finding code on a known-failing check is a new failure; a missing MUST check fails; a report.json serves as a baseline', async () => {
    await run('before');
    const previous = join(dir, 'before', 'report.json');
    const newCode = await run('code', ['--baseline', previous], suite({ ...BASE, 'a.two': 'failed-other' }));
    expect(newCode.code).toBe(1);
    expect(newCode.out).toContain('New failures: a.two (a.two/other)');
    const { 'c.one': _gone, ...fewer } = BASE;
    const missing = await run('missing', ['--baseline', previous], suite(fewer));
    expect(missing.code).toBe(1);
    expect(missing.out).toContain('Missing from this run (MUST checks of the baseline): c.one');
  });

  it('accepts expected non-evaluations; a new one makes the run inconclusive (exit 4)', async () => {
    await run('before', [], suite({ ...BASE, 'c.two': 'not-evaluated' }));
    const file = join(dir, 'b.json');
    await tarc(['baseline', join(dir, 'before'), '-o', file]);
    expect(await readFile(file, 'utf8')).toContain('{"check":"c.two","status":"not-evaluated","reason":"no-data","why":"c.two saw no data"}');
    const same = await run('same', ['--baseline', file], suite({ ...BASE, 'c.two': 'not-evaluated' }));
    expect(same.code).toBe(0);
    expect((await read('same')).results.find((r) => r.id === 'c.two')?.accepted).toBe(true);
    const fresh = await run('fresh', ['--baseline', file], suite({ ...BASE, 'c.two': 'not-evaluated', 'c.one': 'not-evaluated' }));
    expect(fresh.code).toBe(4);
    expect(fresh.out).toContain('Newly not evaluated: c.one');
  });

  it('applies to a merged run: tarc merge --baseline', async () => {
    await run('before');
    const file = join(dir, 'b.json');
    await tarc(['baseline', join(dir, 'before'), '-o', file]);
    for (const i of [1, 2]) await run(`s${i}`, ['--shard', `${i}/2`]);
    const merged = await tarc(['merge', join(dir, 's1'), join(dir, 's2'), '--baseline', file, '--report-dir', join(dir, 'm')]);
    expect(merged.code).toBe(0);
    expect((await read('m')).baseline?.knownFailures).toEqual(['a.two', 'b.two']);
  });

  it.each([
    [
      '{"format":"tarc-baseline/1","expectations":[{"check":"a.two","status":"broken","why":"x"}]}',
      /expectation 1 \(a\.two\): "status" must be "failed" or "not-evaluated"/,
    ],
    ['{"format":"tarc-baseline/1","expectations":[{"check":"a.two","status":"failed","codes":[]}]}', /"why" must say why/],
    ['{"expectations":[]}', /is not a tarc baseline/],
    ['not json', /is not JSON/],
  ])('exits 2 for a malformed baseline %s', async (text, message) => {
    const file = join(dir, 'bad.json');
    await writeFile(file, text);
    const r = await run('x', ['--baseline', file]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
  });
});

describe('secrets', () => {
  const SECRET = 'c2VjcmV0LXNlY3JldA==';

  it("reach no report file through what --baseline and rerun add after the run's scrub (here file paths that carry the API secret)", async () => {
    const before = `before-${SECRET}`;
    await run(before);
    const file = join(dir, `${SECRET}.json`);
    await tarc(['baseline', join(dir, before), '-o', file]);
    const same = await run('same', ['--baseline', file]);
    await tarc(['rerun', join(dir, before), '--report-dir', join(dir, 'again'), '--api-key', 'k', '--api-secret', SECRET]);
    for (const out of ['same', 'again']) {
      for (const name of ['report.json', 'junit.xml', 'report.html', 'summary.md']) {
        expect(await readFile(join(dir, out, name), 'utf8'), `${out}/${name}`).not.toContain(SECRET);
      }
    }
    expect((await read('same')).baseline?.file).toBe(join(dir, '<redacted>.json'));
    expect((await read('again')).rerun?.of).toContain('before-<redacted>');
    expect(same.out).not.toContain(SECRET);
  });
});

describe('tarc rerun', () => {
  it("re-runs only the failed and not-evaluated checks with the report's seed, and marks each fixed or still failing", async () => {
    await run('before', [], suite({ ...BASE, 'c.two': 'not-evaluated' }));
    const ran: string[] = [];
    const later = suite({ ...BASE, 'a.two': 'passed', 'c.two': 'not-evaluated' }, ran);
    const r = await tarc(['rerun', join(dir, 'before'), '--report-dir', join(dir, 'again'), '--api-key', 'k', '--api-secret', 'c2VjcmV0LXNlY3JldA=='], later);
    // b.two still fails, on the control's recorded answer: it is made again on fresh answers (issue 40).
    expect([...new Set(ran)].sort()).toEqual(['a.two', 'b.two', 'c.two']);
    expect(r.code).toBe(1);
    expect(r.out).toContain('rerun of 3 checks');
    expect(r.out).toContain('seed 5');
    expect(r.out).toMatch(/Rerun of .*: 1 fixed, 1 failing, 1 still not evaluated/);
    expect(r.out).toContain('a.two: FIXED');
    expect(r.out).toContain('b.two: still failing');
    const report = await read('again');
    expect(reportSchemaErrors(report)).toEqual([]);
    expect(report.seed).toBe(5);
    expect(report.target.baseUrl).toBe(target.url);
    expect(report.rerun?.outcomes.map((o) => o.outcome)).toEqual(['fixed', 'still-failing', 'still-not-evaluated']);
  });

  it('says so and exits 0 when nothing needs a rerun; refuses selection flags', async () => {
    await run('clean', [], suite({ 'a.one': 'passed' }));
    const r = await tarc(['rerun', join(dir, 'clean'), '--report-dir', join(dir, 'again')]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Nothing to rerun/);
    const only = await tarc(['rerun', join(dir, 'clean'), '--only', 'a.*']);
    expect(only.code).toBe(2);
    expect(only.err).toMatch(/--only is not allowed/);
    // A typo is never told to use an option rerun refuses; one it takes is still suggested.
    const typo = await tarc(['rerun', join(dir, 'clean'), '--onyl', 'a.*']);
    expect(typo.code).toBe(2);
    expect(typo.err).toMatch(/unknown option "--onyl"/);
    expect(typo.err).not.toContain('--only');
    const near = await tarc(['rerun', join(dir, 'clean'), '--verbos']);
    expect(near.err).toContain('(did you mean "--verbose"?)');
  });
});

describe('tarc grid', () => {
  it("puts implementations side by side, rows grouped by section, cells linked to each report's evidence", async () => {
    await run('one');
    await run('two', [], suite({ ...BASE, 'a.two': 'passed', 'c.two': 'not-evaluated' }));
    const out = join(dir, 'grid');
    const r = await tarc(['grid', `old=${join(dir, 'one')}`, `new <b>=${join(dir, 'two', 'report.json')}`, '-o', out]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Grid of 2 reports × 9 checks');
    const md = await readFile(join(out, 'grid.md'), 'utf8');
    expect(md).toContain('| check | level | old | new &lt;b&gt; |');
    expect(md).toContain('| a.two | MUST | [FAIL](../one/report.html#check-a.two) | [pass](../two/report.html#check-a.two) |');
    expect(md).toContain('[n/e (no-data)](../two/report.html#check-c.two)');
    expect(md.indexOf('### a')).toBeLessThan(md.indexOf('### b'));
    const html = await readFile(join(out, 'grid.html'), 'utf8');
    expect(html).toContain('<td class="failed" title="a.two is wrong"><a href="../one/report.html#check-a.two">FAIL</a></td>');
    expect(html).toContain('new &lt;b&gt;');
    expect(html).not.toContain('new <b>');
    const page = await readFile(join(dir, 'one', 'report.html'), 'utf8');
    expect(page).toContain('id="check-a.two"');
  });
});
