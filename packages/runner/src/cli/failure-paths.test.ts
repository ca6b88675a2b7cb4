// The paths around a run in a team's CI when things go wrong (issue 26): a rerun of a report that
// tested nothing, baselines that fail the gate or name nothing, merges of shards that are not one
// run, and every output (console, summary.md, junit.xml, report.html, report.json) saying the same.
// Through main(), on fake checks against a fake target on 127.0.0.1.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Check, Requirement } from '@tarc/conformance';
import { reportSchemaErrors } from '../reports/schema.js';
import { runCli } from '../../test/support/cli-io.js';
import { startFakeTarget, type FakeTarget } from '../../test/support/fake-target.js';
import type { RunReport } from '../types.js';
import { MAIN_HELP, RUN_HELP } from './help.js';
import { MERGE_HELP, RERUN_HELP } from './ci-help.js';
import { PROXY_HELP } from './help-proxy.js';

const catalogue = new Map<string, Requirement>([
  ['R-MUST', { id: 'R-MUST', level: 'MUST', section: 'S', quote: 'q' }],
  ['R-MUST-2', { id: 'R-MUST-2', level: 'MUST', section: 'S', quote: 'q' }],
  ['R-SHOULD', { id: 'R-SHOULD', level: 'SHOULD', section: 'S', quote: 'q' }],
]);
type Plan = 'passed' | 'failed' | 'failed-no-code' | 'not-evaluated';
const make = (id: string, plan: Plan): Check<string> => ({
  id,
  title: `title ${id}`,
  section: id.split('.')[0]!,
  requirements: [id.endsWith('should') ? 'R-SHOULD' : id.startsWith('b.') ? 'R-MUST-2' : 'R-MUST'],
  codes: { wrong: 'the rule is broken' },
  run: async (ctx) => {
    const ex = await ctx.http.get('/v1/account-wallets');
    if (plan === 'not-evaluated') return { status: 'not-evaluated', reason: 'no-data', message: `${id} saw no data & <no> records` };
    if (plan === 'passed') return { status: 'passed', evidence: [ex.evidence()] };
    const findings = plan === 'failed-no-code' ? [] : [{ code: 'wrong', message: `${id} is wrong` }];
    return { status: 'failed', message: `${id} is wrong`, findings, evidence: [ex.evidence()] };
  },
});
const suite = (plans: Record<string, Plan>): Check<string>[] => Object.entries(plans).map(([id, plan]) => make(id, plan));
const BASE: Record<string, Plan> = { 'a.one': 'passed', 'a.two': 'failed', 'a.should': 'passed', 'b.one': 'passed', 'b.two': 'passed', 'c.one': 'passed' };

let target: FakeTarget;
let refusing: FakeTarget;
let dir = '';
beforeAll(async () => {
  target = await startFakeTarget();
  refusing = await startFakeTarget({ statusByPath: { '/v1/account-wallets': 401 } });
});
afterAll(async () => {
  await target.close();
  await refusing.close();
});
beforeEach(async (context) => {
  dir = await mkdtemp(join(tmpdir(), 'tarc-paths-'));
  context.onTestFinished(() => rm(dir, { recursive: true, force: true }));
});

const tarc = (argv: string[], checks: Check<string>[] = suite(BASE)) => runCli(argv, { checks, requirements: catalogue });
const CREDENTIALS = ['--api-key', 'k', '--api-secret', 'c2VjcmV0LXNlY3JldA=='];
const run = (reportDir: string, extra: string[] = [], checks?: Check<string>[], url = target.url) =>
  tarc(['run', '--base-url', url, ...CREDENTIALS, '--seed', '5', '--report-dir', join(dir, reportDir), ...extra], checks);
const file = (reportDir: string, name: string) => readFile(join(dir, reportDir, name), 'utf8');
const read = async (reportDir: string) => JSON.parse(await file(reportDir, 'report.json')) as RunReport;
const edit = async (reportDir: string, change: (r: RunReport) => void) => {
  const r = await read(reportDir);
  change(r);
  await writeFile(join(dir, reportDir, 'report.json'), JSON.stringify(r));
};
const baselineFile = async (expectations: unknown[], mustChecks: string[] = []) => {
  const path = join(dir, 'tarc-baseline.json');
  await writeFile(path, JSON.stringify({ format: 'tarc-baseline/1', expectations, mustChecks }));
  return path;
};

/** Every count of every output of a report directory, and the exit code they must agree with. */
async function outputs(reportDir: string, console: string) {
  const json = await read(reportDir);
  const junit = await file(reportDir, 'junit.xml');
  const md = await file(reportDir, 'summary.md');
  const html = await file(reportDir, 'report.html');
  const attr = (name: string) => Number(new RegExp(`<testsuites [^>]*\\b${name}="(\\d+)"`).exec(junit)![1]);
  return { json, junit, md, html, console, tests: attr('tests'), failures: attr('failures'), errors: attr('errors'), skipped: attr('skipped') };
}

/** JUnit, console, summary.md and report.json agree on every count, and a JUnit gate agrees with the exit code. */
function expectAgreement(o: Awaited<ReturnType<typeof outputs>>, code: number) {
  const s = o.json.summary;
  expect(reportSchemaErrors(o.json)).toEqual([]);
  expect(o.md).toContain(`| **all** | ${s.total} | ${s.passed} | ${s.failed} | ${s.notEvaluated} |`);
  if (!o.json.error) expect(o.console).toContain(`${s.total} checks: ${s.passed} passed, ${s.failed} failed, ${s.notEvaluated} not evaluated`);
  expect(o.skipped + o.errors + o.failures).toBeLessThanOrEqual(o.tests);
  const verdict = { 0: 'pass', 1: 'fail', 2: 'error', 3: 'error', 4: 'inconclusive' }[code as 0 | 1 | 2 | 3 | 4];
  expect(s.verdict).toBe(verdict);
  expect(o.md).toMatch(new RegExp(`^## tarc ${s.verdict.toUpperCase()}`));
  if (!o.json.error) expect(o.console).toContain(`Verdict: ${s.verdict.toUpperCase()}`);
  expect(o.junit).toContain(`<property name="tarc.verdict" value="${s.verdict}"/>`);
  // A JUnit gate: failures fail, errors without failures are inconclusive (or no check ran), neither passes.
  if (code === 1) expect(o.failures).toBeGreaterThan(0);
  else expect(o.failures).toBe(0);
  if (code === 0) expect(o.errors).toBe(0);
  else if (code !== 1) expect(o.errors).toBeGreaterThan(0);
  // The coverage line is one sentence everywhere.
  const coverage = /<property name="tarc.coverage" value="([^"]*)"\/>/.exec(o.junit)![1]!;
  expect(o.md).toContain(`**${coverage.replace(/&amp;/g, '&')}`.split(' (')[0]!);
  if (!o.json.error) expect(o.console).toContain(coverage.replace(/&amp;/g, '&'));
}

describe('every output agrees on every count, in every verdict (defect 4, 8)', () => {
  it.each([
    ['pass', { 'a.one': 'passed', 'b.one': 'passed' }, [], 0],
    ['fail', BASE, [], 1],
    ['fail below --fail-on', { ...BASE, 'a.two': 'passed', 'a.should': 'failed' }, [], 0],
    ['inconclusive', { ...BASE, 'a.two': 'passed', 'b.two': 'not-evaluated' }, [], 4],
    ['accepted by --accept-skip', { ...BASE, 'a.two': 'passed', 'b.two': 'not-evaluated' }, ['--accept-skip', 'b.two'], 0],
  ] as [string, Record<string, Plan>, string[], number][])('%s', async (_name, plans, extra, code) => {
    const r = await run('r', extra, suite(plans));
    expect(r.code).toBe(code);
    expectAgreement(await outputs('r', r.out), code);
  });

  it('a preflight error: no "0 of 0 MUST requirements evaluated" anywhere, one <error>, exit 2', async () => {
    const r = await run('r', [], undefined, refusing.url);
    expect(r.code).toBe(2);
    const o = await outputs('r', r.out);
    expectAgreement(o, 2);
    for (const text of [r.out, o.md, o.junit, o.html]) expect(text).not.toMatch(/0 of 0 MUST/);
    expect(o.md).toContain('No check ran: the run stopped on a configuration error');
    expect(o.errors).toBe(1);
    expect(o.tests).toBe(1);
  });

  it('an unreachable target: exit 3, one <error>, no coverage count', async () => {
    const r = await run('r', [], undefined, 'http://127.0.0.1:1');
    expect(r.code).toBe(3);
    const o = await outputs('r', r.out);
    expectAgreement(o, 3);
    expect(o.md).toContain('No check ran: the target could not be reached');
  });
});

describe('baselines (defect 4)', () => {
  it('--baseline-strict with a fixed check: exit 1 and a JUnit <failure> for it (not failures="0")', async () => {
    const b = await baselineFile([{ check: 'a.two', status: 'failed', codes: ['a.two/wrong'], why: 'known' }]);
    const lenient = await run('lenient', ['--baseline', b], suite({ ...BASE, 'a.two': 'passed' }));
    expect(lenient.code).toBe(0);
    expectAgreement(await outputs('lenient', lenient.out), 0);
    const strict = await run('strict', ['--baseline', b, '--baseline-strict'], suite({ ...BASE, 'a.two': 'passed' }));
    expect(strict.code).toBe(1);
    const o = await outputs('strict', strict.out);
    expectAgreement(o, 1);
    expect(o.failures).toBe(1);
    expect(o.junit).toMatch(/<testcase classname="baseline" name="a\.two: fixed, still in the baseline"[^>]*>\s*<failure /);
  });

  it('a MUST check of the baseline missing from the run: exit 1 and a JUnit <failure> for it', async () => {
    const b = await baselineFile([], ['a.one', 'c.one']);
    const { 'c.one': _gone, ...fewer } = BASE;
    const r = await run('r', ['--baseline', b], suite({ ...fewer, 'a.two': 'passed' }));
    expect(r.code).toBe(1);
    const o = await outputs('r', r.out);
    expectAgreement(o, 1);
    expect(o.junit).toContain('name="c.one: missing from this run"');
  });

  it("acceptances by a baseline are labelled as the baseline's (not --accept-skip), with the same counts everywhere", async () => {
    const b = await baselineFile([{ check: 'b.two', status: 'not-evaluated', reason: 'no-data', why: 'no data on staging' }]);
    const r = await run('r', ['--baseline', b], suite({ ...BASE, 'a.two': 'passed', 'b.two': 'not-evaluated' }));
    expect(r.code).toBe(0);
    const o = await outputs('r', r.out);
    expectAgreement(o, 0);
    expect(o.json.summary.mustRequirements.accepted).toEqual(['R-MUST-2']);
    for (const text of [r.out, o.md, o.html, o.junit]) {
      expect(text).toContain(`1 accepted not evaluated (baseline ${b})`);
      expect(text).not.toContain('--accept-skip)');
    }
    expect(r.out).toContain('1 accepted not evaluated, 0 MUST checks missing');
    const both = await run('both', ['--baseline', b, '--accept-skip', 'a.two'], suite({ ...BASE, 'a.two': 'not-evaluated', 'b.two': 'not-evaluated' }));
    expect(both.code).toBe(0);
    expect(both.out).toContain(`(baseline ${b} and --accept-skip)`);
  });

  it.each([
    [[{ check: 'a.too', status: 'failed', codes: [], why: 'typo' }], /1 entry matches no check of this suite: a\.too \(see tarc/],
    [
      [
        { check: 'a.*', status: 'failed', codes: [], why: 'glob' },
        { check: 'zzz', status: 'not-evaluated', why: 'x' },
      ],
      /2 entries match no check of this suite: a\.\*, zzz \(entries are check ids, not globs\)/,
    ],
    [[{ check: 'a.two', status: 'failed', why: 'no codes key' }], /"codes" must list the finding codes expected \(\[\] for a failure without codes\)/],
  ])('exit 2 before any check, naming the entries, for %j', async (expectations, message) => {
    const b = await baselineFile(expectations);
    const r = await run('r', ['--baseline', b]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(r.out).not.toContain('checks:');
    await run('s1', ['--shard', '1/1']);
    const merged = await tarc(['merge', join(dir, 's1'), '--baseline', b, '--report-dir', join(dir, 'm')]);
    expect(merged.code).toBe(2);
    expect(merged.err).toMatch(message);
  });

  it('"codes": [] expects a failure without codes: a failure with a code is new (it no longer accepts any code)', async () => {
    const b = await baselineFile([{ check: 'a.two', status: 'failed', codes: [], why: 'fails without a code' }]);
    const coded = await run('coded', ['--baseline', b]);
    expect(coded.code).toBe(1);
    expect(coded.out).toContain('New failures: a.two (a.two/wrong)');
    // A failure the check reports without findings still carries a code (undeclared-code): it is new too.
    const bare = await run('bare', ['--baseline', b], suite({ ...BASE, 'a.two': 'failed-no-code' }));
    expect(bare.code).toBe(1);
    expect(bare.out).toContain('New failures: a.two (a.two/undeclared-code)');
  });
});

describe('tarc rerun (defects 3, 8)', () => {
  it('exit 2 with a message on the report of a run that ended in a preflight error or an unreachable target', async () => {
    await run('refused', [], undefined, refusing.url);
    await run('unreachable', [], undefined, 'http://127.0.0.1:1');
    for (const [name, words] of [
      ['refused', 'configuration error'],
      ['unreachable', 'the target could not be reached'],
    ]) {
      const r = await tarc(['rerun', join(dir, name!), '--report-dir', join(dir, 'again'), ...CREDENTIALS]);
      expect(r.code, r.out + r.err).toBe(2);
      expect(r.out).not.toMatch(/Nothing to rerun/);
      expect(r.err).toMatch(new RegExp(`^tarc: .*report\\.json is the report of a run that tested nothing \\(${words}: .*\\): fix that and use tarc run`));
      expect(r.err.trim().split('\n')).toHaveLength(1);
    }
  });

  it('a check not evaluated before that passes now is not FIXED', async () => {
    await run('before', [], suite({ ...BASE, 'b.two': 'not-evaluated' }));
    const r = await tarc(['rerun', join(dir, 'before'), '--report-dir', join(dir, 'again'), ...CREDENTIALS], suite({ ...BASE, 'a.two': 'passed' }));
    expect(r.code).toBe(0);
    expect(r.out).toContain('a.two: FIXED');
    expect(r.out).toContain('b.two: passed (was not evaluated: nothing was fixed)');
    expect(r.out).toMatch(/Rerun of .*: 1 fixed, 1 now evaluated and passing, 0 failing/);
    expect((await read('again')).rerun?.outcomes.map((o) => o.outcome)).toEqual(['fixed', 'now-passing']);
    expect(reportSchemaErrors(await read('again'))).toEqual([]);
  });
});

describe('one target URL (defect 8)', () => {
  it('https://x/ and https://x are one target: stored the same, merged, labelled once in a grid, rerun against it', async () => {
    await run('s1', ['--shard', '1/2'], undefined, `${target.url}/`);
    await run('s2', ['--shard', '2/2'], undefined, `${target.url}//`);
    expect((await read('s1')).target.baseUrl).toBe(target.url);
    const merged = await tarc(['merge', join(dir, 's1'), join(dir, 's2'), '--report-dir', join(dir, 'm')]);
    expect(merged.code, merged.err).toBe(1);
    // A report written before the canonical form (a trailing slash in the file) still merges.
    await edit('s2', (r) => (r.target.baseUrl = `${target.url}/`));
    expect((await tarc(['merge', join(dir, 's1'), join(dir, 's2'), '--report-dir', join(dir, 'm2')])).code).toBe(1);
    const grid = await tarc(['grid', join(dir, 's1'), join(dir, 's2'), '-o', join(dir, 'grid')]);
    expect(grid.code).toBe(0);
    const md = await readFile(join(dir, 'grid', 'grid.md'), 'utf8');
    expect(md).toContain(`${target.url} (${join(dir, 's1')})`);
    const again = await tarc(['rerun', join(dir, 's2'), '--report-dir', join(dir, 'again'), ...CREDENTIALS]);
    expect((await read('again')).target.baseUrl).toBe(target.url);
    expect(again.code).toBeLessThan(2);
  });
});

describe('tarc merge refuses shards that are not one run (defect 7)', () => {
  async function shards(extra2: string[] = []) {
    await run('s1', ['--shard', '1/2']);
    await run('s2', ['--shard', '2/2', ...extra2]);
  }
  const merge = (...extra: string[]) => tarc(['merge', join(dir, 's1'), join(dir, 's2'), '--report-dir', join(dir, 'm'), ...extra]);

  it.each([
    [
      'selection',
      async () => shards(['--only', 'a.*']),
      /different selection: --only \[\] --skip \[\] in .*s1\/report\.json, --only \["a\.\*"\] --skip \[\] in .*s2\/report\.json/,
    ],
    [
      'DATETIME form',
      async () => {
        await shards();
        await edit('s2', (r) => (r.preflight!.datetimeFormat = 'iso-z'));
      },
      /different DATETIME form: iso7 in .*s1\/report\.json, iso-z in .*s2\/report\.json/,
    ],
    ['seed', async () => shards(['--seed', '6']), /different seed: 5 in .*s1\/report\.json, 6 in .*s2\/report\.json/],
    [
      'tarc version',
      async () => {
        await shards();
        await edit('s2', (r) => (r.tool.version = '9.9.9'));
      },
      /different tarc version: .* in .*s1\/report\.json, 9\.9\.9 in .*s2\/report\.json/,
    ],
    [
      'truncated results',
      async () => {
        await shards();
        await edit('s2', (r) => r.results.pop());
      },
      /.*s2\/report\.json is truncated: results has \d+ checks, its run had \d+/,
    ],
  ] as [string, () => Promise<void>, RegExp][])('%s: exit 2, naming the shard and the field', async (_name, prepare, message) => {
    await prepare();
    const r = await merge();
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(r.err.trim().split('\n')).toHaveLength(1);
  });

  it('--force with a shard missing says the shrunk total on every output', async () => {
    await run('s1', ['--shard', '1/2']);
    const r = await tarc(['merge', join(dir, 's1'), '--report-dir', join(dir, 'm'), '--force']);
    const o = await outputs('m', r.out);
    expectAgreement(o, r.code);
    const said = 'merged with --force, shard 2/2 missing: the totals count only the shards merged';
    expect(o.json.merged?.forced).toEqual(['shard 2/2 missing']);
    for (const text of [r.out, o.md, o.html, o.junit]) expect(text).toContain(said);
    expect(o.junit).toContain('<property name="tarc.mergedWithForce" value="shard 2/2 missing"/>');
  });

  it('a merge of an interrupted shard exits 130, as its --help says', async () => {
    await shards();
    await edit('s2', (r) => (r.interrupted = { signal: 'SIGINT' }));
    expect((await merge()).code).toBe(130);
    expect(MERGE_HELP).toMatch(/130\/143 a shard was interrupted/);
  });

  it('a report directory that is a file, or a report.json that is a directory: one clear line, no raw EISDIR', async () => {
    await writeFile(join(dir, 'a-file'), 'x');
    const runInto = await run('a-file');
    expect(runInto.code).toBe(2);
    expect(runInto.err).toMatch(/a-file is a file, not a directory/);
    await run('s1', ['--shard', '1/1']);
    const mergeInto = await tarc(['merge', join(dir, 's1'), '--report-dir', join(dir, 'a-file')]);
    expect(mergeInto.code).toBe(2);
    expect(mergeInto.err).toMatch(/a-file is a file, not a directory/);
    await mkdir(join(dir, 'odd', 'report.json'), { recursive: true });
    const odd = await tarc(['merge', join(dir, 'odd')]);
    expect(odd.err).toMatch(/cannot read .*odd\/report\.json: it is a directory, not a file/);
    const asBaseline = await run('r', ['--baseline', join(dir, 'odd')]);
    expect(asBaseline.err).toMatch(/cannot read baseline .*odd: it is a directory, not a file/);
    const writeBaseline = await tarc(['baseline', join(dir, 's1'), '-o', join(dir, 'odd')]);
    expect(writeBaseline.err).toMatch(/cannot write .*odd: it is a directory, not a file/);
    for (const r of [runInto, mergeInto, odd, asBaseline, writeBaseline]) {
      expect(r.code).toBe(2);
      expect(r.err).not.toMatch(/EISDIR|ENOTDIR|EEXIST|\n\s+at /);
    }
  });
});

describe('every exit code is documented (defect 7, item 4)', () => {
  it.each([
    ['tarc --help', MAIN_HELP, ['0', '1', '2', '3', '4', '130/143']],
    ['tarc run --help', RUN_HELP, ['0', '1', '2', '3', '4', '130/143']],
    ['tarc merge --help', MERGE_HELP, ['0', '1', '2', '3', '4', '130/143']],
    ['tarc rerun --help', RERUN_HELP, ['0', '1', '2', '3', '4', '130', '143']],
    ['tarc proxy --help', PROXY_HELP, ['0', '1', '2', '4']],
  ])('%s', (_name, help, codes) => {
    const section = help.slice(help.search(/Exit codes/));
    for (const code of codes) expect(section).toMatch(new RegExp(`(^|[ \\n(])${code.replace(/\//g, '\\/')}[ :),]`));
  });

  it("the README names the same exit codes, and merge's 130", async () => {
    const readme = await readFile(new URL('../../../../README.md', import.meta.url), 'utf8');
    for (const code of ['`0`', '`1`', '`2`', '`3`', '`4`', '`130`/`143`']) expect(readme).toContain(code);
    expect(readme).toMatch(/tarc merge[^\n]*130/);
  });
});
