import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Check, Requirement } from '@tarc/conformance';
import { fakeCheck } from '../test/support/fake-check.js';
import { main } from './cli.js';
import { captureIo, runCli } from '../test/support/cli-io.js';
import { startFakeTarget, type FakeTarget } from '../test/support/fake-target.js';
import { startTestServer } from '../test/support/test-server.js';

const SECRET = 'dGhpcy1pcy10aGUtc2VjcmV0LXZhbHVl';
const catalogue = new Map<string, Requirement>([
  ['R-MUST', { id: 'R-MUST', level: 'MUST', section: 'S', quote: 'q' }],
  ['R-SHOULD', { id: 'R-SHOULD', level: 'SHOULD', section: 'S', quote: 'q' }],
]);
const make = fakeCheck;
const passing = [make('fees.ok', ['R-MUST'], 'passed'), make('fees.should', ['R-SHOULD'], 'failed')];
const failing = [...passing, make('fees.bad', ['R-MUST'], 'failed')];

let target: FakeTarget | undefined;
let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tarc-cli-'));
});
afterEach(async () => {
  await target?.close();
  target = undefined;
  await rm(dir, { recursive: true, force: true });
});

const tarc = (argv: string[], checks: Check<string>[] = passing, env: Record<string, string> = { CI: '1' }) =>
  runCli(argv, { checks, requirements: catalogue }, env);

async function fake() {
  target ??= await startFakeTarget();
  return target.url;
}

describe('tarc', () => {
  it('prints help and version', async () => {
    expect((await tarc(['--help'])).out).toMatch(/^tarc: conformance runner/);
    const bare = await tarc([]);
    expect(bare.code).toBe(2);
    expect(bare.err).toMatch(/^tarc: conformance runner/);
    const runHelp = await tarc(['run', '--help']);
    expect(runHelp.code).toBe(0);
    expect(runHelp.out).toContain('--fail-on must|should');
    // Exit 4's reasons: each one the README's exit-code list names (throttled among them).
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const reasons = [...(/\(reason ([^)]*)\)/.exec(readme)?.[1] ?? '').matchAll(/`([a-z-]+)`/g)].map((m) => m[1]!);
    expect(reasons).toContain('throttled');
    const exit4 = (/^ {2}4 {2}inconclusive:[\s\S]*?\n {2}\d/m.exec(runHelp.out)?.[0] ?? '').replace(/\s+/g, ' ');
    for (const reason of reasons) expect(exit4).toContain(reason.replace('-', ' '));
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(await tarc(['--version'])).toEqual({ code: 0, out: `${pkg.version}\n`, err: '' });
  });

  it('hands tarc serve to the reference server', async () => {
    const help = await tarc(['serve', '--help']);
    expect(help.code).toBe(0);
    expect(help.out).toContain('Usage: tarc serve');
    const bad = await tarc(['serve', '--bogus']);
    expect(bad.code).toBe(2);
    expect(bad.err).not.toMatch(/\n\s+at /);
  });

  it('exits 0 when no check fails at or above --fail-on, and writes the reports', async () => {
    const r = await tarc(['run', '--base-url', await fake(), '--api-key', 'k', '--api-secret', SECRET, '--report-dir', dir, '--seed', '12']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('seed 12');
    expect(r.out).toContain('Verdict: PASS');
    expect(r.out).toContain(`Reports: ${join(dir, 'report.json')}`);
    const report = JSON.parse(await readFile(join(dir, 'report.json'), 'utf8')) as { seed: number };
    expect(report.seed).toBe(12);
  });

  it('exits 1 when a MUST check fails, or a SHOULD check with --fail-on should, naming them', async () => {
    const must = await tarc(['run', '--base-url', await fake(), '--report-dir', dir], failing);
    expect(must.code).toBe(1);
    expect(must.out).toMatch(/Failing checks:\n {2}fees\.bad \(MUST\): fees\.bad is wrong/);
    const should = await tarc(['run', '--base-url', await fake(), '--report-dir', dir, '--fail-on', 'should'], passing);
    expect(should.code).toBe(1);
    expect(should.out).toContain('fees.should (SHOULD)');
  });

  it('exits 4 (inconclusive) when a MUST check was not evaluated, listing it first; --accept-skip turns it into a pass that says so', async () => {
    const checks = [...passing, make('fees.empty', ['R-MUST'], 'not-evaluated')];
    const r = await tarc(['run', '--base-url', await fake(), '--report-dir', dir], checks);
    expect(r.code).toBe(4);
    expect(r.out).toContain('0 of 1 MUST requirements evaluated');
    expect(r.out).toMatch(/MUST checks not evaluated:\n {2}fees\.empty \(no-data\): fees\.empty saw no data/);
    expect(r.out).toContain('Verdict: INCONCLUSIVE');
    const junit = await readFile(join(dir, 'junit.xml'), 'utf8');
    expect(junit).toContain('type="not-evaluated:no-data"');
    expect(junit).toContain('<property name="tarc.verdict" value="inconclusive"/>');
    // The SHOULD failure does not fail the run at --fail-on must, so JUnit shows no <failure> for it.
    expect(junit).not.toContain('<failure');
    expect(junit).toContain('value="failed-below-fail-on"');
    const accepted = await tarc(['run', '--base-url', await fake(), '--report-dir', dir, '--accept-skip', 'fees.empty'], checks);
    expect(accepted.code).toBe(0);
    expect(accepted.out).toContain('0 of 1 MUST requirements evaluated, 1 accepted not evaluated (--accept-skip)');
  });

  it("removes an earlier run's reports at start, so a run that writes none leaves none looking current", async () => {
    await writeFile(join(dir, 'report.json'), '{"summary":{"verdict":"pass"}}');
    await writeFile(join(dir, 'summary.md'), 'PASS');
    const r = await tarc(['run', '--base-url', await fake(), '--report-dir', dir, '--fail-on', 'may']);
    expect(r.code).toBe(2);
    const bad = await tarc(['run', '--base-url', await fake(), '--report-dir', dir, '--signer', join(dir, 'missing.mjs')]);
    expect(bad.code).toBe(2);
    await expect(readFile(join(dir, 'summary.md'), 'utf8')).rejects.toThrow();
    await expect(readFile(join(dir, 'report.json'), 'utf8')).rejects.toThrow();
  });

  it('on SIGINT stops within a second, writes a partial report marked interrupted, and exits 130 (143 for SIGTERM)', async () => {
    for (const [signal, code] of [
      ['SIGINT', 130],
      ['SIGTERM', 143],
    ] as const) {
      let interrupt: ((s: 'SIGINT' | 'SIGTERM') => void) | undefined;
      const io = {
        ...captureIo({ CI: '1' }),
        onInterrupt: (h: (s: 'SIGINT' | 'SIGTERM') => void) => {
          interrupt = h;
          return () => {
            interrupt = undefined;
          };
        },
      };
      const slow: Check<string> = {
        id: 'fees.slow',
        title: 'slow',
        section: 'S',
        requirements: ['R-MUST'],
        codes: {},
        run: () => new Promise(() => undefined),
      };
      const running = main(['run', '--base-url', await fake(), '--report-dir', dir], io, { checks: [passing[0]!, slow], requirements: catalogue });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const at = Date.now();
      interrupt!(signal);
      expect(await running).toBe(code);
      expect(Date.now() - at).toBeLessThan(1000);
      const report = JSON.parse(await readFile(join(dir, 'report.json'), 'utf8')) as {
        interrupted: { signal: string };
        summary: { verdict: string };
        results: { id: string; status: string; reason?: string }[];
      };
      expect(report.interrupted).toEqual({ signal });
      expect(report.summary.verdict).toBe('inconclusive');
      expect(report.results.find((x) => x.id === 'fees.slow')).toMatchObject({ status: 'not-evaluated', reason: 'interrupted' });
      expect(io.err()).toContain(`${signal}: stopping`);
    }
  });

  it('exits 3 when the target cannot be reached, and still writes the reports', async () => {
    const dead = await startTestServer(() => undefined);
    await dead.close();
    const r = await tarc(['run', '--base-url', dead.url, '--report-dir', dir]);
    expect(r.code).toBe(3);
    expect(r.out).toContain('The target could not be reached');
    expect(await readFile(join(dir, 'summary.md'), 'utf8')).toContain('could not be reached');
  });

  it.each([
    [['run', '--bogus'], /unknown option "--bogus"/],
    [['run', '--runs', 'ten'], /--runs expects an integer of at least 1, got "ten"/],
    [['run', '--runs', '0'], /--runs expects an integer/],
    [['run', '--rate=-1'], /--rate expects a positive number/],
    [['run', '--rate', '-1'], /--rate expects a value: write --rate=VALUE for a value starting with "-"/],
    [['run', '--seed'], /--seed expects a value/],
    [['run', '--base-url', 'localhost:8080'], /--base-url expects an http\(s\) URL/],
    [['run', '--base-url', 'http://127.0.0.1:1', '--api-key', 'k'], /--api-key given without --api-secret/],
    [['run', '--api-key', 'k', '--api-secret', 's'], /credentials need --base-url/],
    [['run', '--shard', '3/2'], /--shard expects I\/N/],
    [['run', '--shard', 'x'], /--shard expects I\/N/],
    [['run', '--fail-on', 'may'], /--fail-on expects must or should/],
    [['run', '--datetime-format', 'unix'], /--datetime-format expects one of iso7, iso6, iso-z, iso-offset/],
    [['run', '--property-time-limit', 'soon'], /--property-time-limit expects an integer of at least 1/],
    [['run', 'extra'], /unexpected argument "extra"/],
    [['frobnicate'], /unknown command "frobnicate"/],
  ])('exits 2 with one clear line for %j', async (argv, message) => {
    const r = await tarc(argv);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(r.err).toMatch(/\(see tarc( run)? --help\)\n$/);
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expect(r.err).not.toMatch(/\n\s+at /);
  });

  it('exits 2 for an unreadable or useless signer module', async () => {
    const broken = join(dir, 'broken.mjs');
    await writeFile(broken, 'export default 42;\n');
    const url = await fake();
    const missing = await tarc(['run', '--base-url', url, '--signer', join(dir, 'nope.mjs'), '--report-dir', dir]);
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/cannot load signer module/);
    const useless = await tarc(['run', '--base-url', url, '--signer', broken, '--report-dir', dir]);
    expect(useless.code).toBe(2);
    expect(useless.err).toMatch(/exports no function/);
  });

  it.each([
    ['throws', 'export default ({ apiSecret }) => { throw new Error(`no ${apiSecret}`); };', /the signer failed on a trial request: no <redacted>/],
    ['returns junk', 'export default () => 42;', /the signer must return an object of header names/],
  ])('exits 2 when the signer %s', async (_name, source, message) => {
    const file = join(dir, 'bad-signer.mjs');
    await writeFile(file, `${source}\n`);
    const r = await tarc(['run', '--base-url', await fake(), '--api-key', 'k', '--api-secret', SECRET, '--signer', file, '--report-dir', dir]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(r.err).not.toContain(SECRET);
  });

  it.each([
    ['--api-secret', ['--api-key', 'k', '--api-secret', 'plain text secret!']],
    ['--second-api-secret', ['--api-key', 'k', '--api-secret', SECRET, '--second-api-key', 'k2', '--second-api-secret', 'plain text secret!']],
  ])('exits 2 before any request when %s is not base64 under the default scheme, never showing it', async (_flag, credentials) => {
    let requests = 0;
    target = await startFakeTarget({ onRequest: () => requests++ });
    const r = await tarc(['run', '--base-url', target.url, ...credentials, '--report-dir', dir]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/credentials: the API secret is not base64; the default signing scheme .* Pass the secret as issued, in base64, or --signer/);
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expect(`${r.out}${r.err}`).not.toContain('plain text secret');
    expect(requests).toBe(0);
  });

  it('signs with a --signer module', async () => {
    const signer = join(dir, 'signer.mjs');
    await writeFile(signer, "export function sign({ apiKey }) { return { 'X-PCK': apiKey, 'X-Custom': 'yes' }; }\n");
    let custom: string | undefined;
    target = await startFakeTarget({ onRequest: (req) => (custom ??= req.headers['x-custom'] as string | undefined) });
    const r = await tarc(['run', '--base-url', target.url, '--api-key', 'k', '--api-secret', SECRET, '--signer', signer, '--report-dir', dir]);
    expect(r.code).toBe(0);
    expect(custom).toBe('yes');
  });

  it('reads credentials from the environment', async () => {
    let key: string | undefined;
    target = await startFakeTarget({ onRequest: (req) => (key ??= req.headers['x-pck'] as string | undefined) });
    const r = await tarc(['run', '--base-url', target.url, '--report-dir', dir], passing, { CI: '1', TARC_API_KEY: 'env-key', TARC_API_SECRET: SECRET });
    expect(r.code).toBe(0);
    expect(key).toBe('env-key');
  });

  it('--list prints id, level and requirements and exits 0 without a target', async () => {
    const r = await tarc(['run', '--list', '--skip', 'fees.ok'], failing);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^fees\.should +SHOULD +R-SHOULD\nfees\.bad +MUST +R-MUST\n2 checks\n$/);
  });

  it('never prints or reports the API secret or a signature', async () => {
    const signatures: string[] = [];
    target = await startFakeTarget({ onRequest: (req) => signatures.push(String(req.headers['x-signature'])) });
    const r = await tarc(['run', '--base-url', target.url, '--api-key', 'k', '--api-secret', SECRET, '--report-dir', dir], failing);
    expect(r.code).toBe(1);
    expect(signatures.length).toBeGreaterThan(5);
    const files = await Promise.all(['report.json', 'junit.xml', 'report.html', 'summary.md'].map((f) => readFile(join(dir, f), 'utf8')));
    for (const text of [r.out, r.err, ...files]) {
      expect(text).not.toContain(SECRET);
      for (const s of signatures) expect(text).not.toContain(s);
    }
    expect(files[0]).toContain('$TARC_SIGNATURE');
  });

  it('redraws one progress line on a terminal and prints plain lines in CI with --verbose', async () => {
    const url = await fake();
    const tty = captureIo({}, true);
    await main(['run', '--base-url', url, '--report-dir', dir], tty, { checks: failing, requirements: catalogue });
    expect(tty.out()).toContain('\r\u001b[2K[Reference data] ');
    expect(tty.out()).toContain('\u001b[31m'); // colour on a terminal
    const noColor = captureIo({ NO_COLOR: '1' }, true);
    await main(['run', '--base-url', url, '--report-dir', dir], noColor, { checks: failing, requirements: catalogue });
    expect(noColor.out()).not.toContain('\u001b[31m');
    const ci = await tarc(['run', '--base-url', url, '--report-dir', dir, '--verbose'], failing);
    expect(ci.out).not.toContain('\r');
    expect(ci.out).toContain('FAIL MUST   fees.bad: fees.bad is wrong (3/3)');
  });
});
