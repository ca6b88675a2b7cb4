// The example CI files of docs/ci/ cannot rot: this parses them and runs the very commands they
// contain (every `run:` step and script line that is not `npm ci`, and the tarc action's steps) with
// bash, as GitHub Actions and GitLab CI would — shards, then the gate — against the reference server
// on 127.0.0.1.
// Runs the built CLI (`pnpm test` builds first); skipped, saying so, when the runner is not built.
// TARC_OPTIONS (the examples' hook for extra options) narrows the selection to stay within budget.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startReferenceServer } from '@tarc/reference-server';
import { planChecks } from './index.js';
import { parse as parseYaml } from 'yaml';
import { asMap, bash, resolveExpressions, runAction } from '../test/support/action.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const bin = join(root, 'packages', 'runner', 'bin', 'tarc.js');
const built = existsSync(join(root, 'packages', 'runner', 'dist', 'cli.js'));
const SELECTION = '--only reference-data.* --only account-wallets.*';
const EMPTY_BASELINE = '{"format": "tarc-baseline/1", "expectations": []}\n';

/**
 * A CI workspace: the repository of a server with a baseline, and @tarc/runner installed (its bin on
 * `npx tarc`) unless `withTarc` is false (a team's repository before tarc is on npm).
 */
async function workspace(withTarc = true): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'tarc-ci-example-'));
  if (withTarc) {
    await mkdir(join(dir, 'node_modules', '.bin'), { recursive: true });
    await symlink(bin, join(dir, 'node_modules', '.bin', 'tarc'));
  }
  await writeFile(join(dir, 'package.json'), '{"name": "my-server", "private": true}\n');
  await writeFile(join(dir, 'tarc-baseline.json'), EMPTY_BASELINE);
  return dir;
}

const isInstall = (script: string) => /^npm (ci|install)\b/.test(script.trim());

describe.skipIf(!built)('docs/ci examples', () => {
  let dir = '';
  let closeServer: (() => Promise<void>) | undefined;
  beforeEach(async () => {
    dir = await workspace();
  });
  afterEach(async () => {
    await closeServer?.();
    closeServer = undefined;
    await rm(dir, { recursive: true, force: true });
  });

  async function server(fault?: string) {
    const s = await startReferenceServer({ port: 0, host: '127.0.0.1', ...(fault ? { fault: fault as never } : {}) });
    closeServer = s.close;
    const [account, second] = s.accounts;
    return { url: s.url, key: account!.apiKey, secret: account!.apiSecret, secondKey: second!.apiKey, secondSecret: second!.apiSecret };
  }

  /** The expressions a GitHub workflow of docs/ci/ uses, for the reference server. */
  const githubValues = (target: Awaited<ReturnType<typeof server>>, extra: Record<string, string> = {}): Record<string, string> => ({
    'github.run_id': '7',
    'vars.TARC_BASE_URL': target.url,
    'secrets.TARC_API_KEY': target.key,
    'secrets.TARC_API_SECRET': target.secret,
    'secrets.TARC_SECOND_API_KEY': target.secondKey,
    'secrets.TARC_SECOND_API_SECRET': target.secondSecret,
    ...extra,
  });

  /**
   * Runs one job of a GitHub workflow: `run:` steps with bash, the tarc action's steps as a runner
   * would, other `uses:` skipped. `options` (the action's input as the workflow has it) returns what
   * the action gets instead: the test's short selection for long runs; as written by default.
   */
  async function githubJob(job: Record<string, unknown>, values: Record<string, string>, options: (written: string) => string = (written) => written) {
    let failed = false;
    let summary = '';
    const outputs: Record<string, string>[] = [];
    for (const step of (job.steps as unknown[]).map(asMap)) {
      if (failed && step.if !== 'always()') continue;
      const uses = typeof step.uses === 'string' ? step.uses : undefined;
      if (uses && /^tarc-conformance\/tarc@/.test(uses)) {
        const inputs = Object.fromEntries(Object.entries(asMap(step.with)).map(([k, v]) => [k, resolveExpressions(String(v), values)]));
        if (inputs.merge === undefined) inputs.options = options(inputs.options ?? '');
        const done = await runAction(dir, inputs, values);
        summary += done.summary;
        outputs.push(done.outputs);
        if (typeof step.id === 'string') for (const [k, v] of Object.entries(done.outputs)) values[`steps.${step.id}.outputs.${k}`] = v;
        if (done.failed) failed = true;
        continue;
      }
      if (uses) continue;
      const script = step.run as string;
      // Expressions stay in env: (never interpolated into a script, where they could inject shell).
      expect(script).not.toContain('${{');
      const env = Object.fromEntries(Object.entries(asMap(step.env)).map(([k, v]) => [k, resolveExpressions(String(v), values)]));
      const done = await bash(script, dir, env);
      if (done.code !== 0) failed = true;
    }
    return { failed, summary, outputs };
  }

  it('GitHub Actions, one job with the tarc action, as written, in a repository without tarc: the whole suite, PASS with its outputs', async () => {
    // The team's repository holds its baseline and no tarc: the action runs the tarc of its own checkout.
    await rm(dir, { recursive: true, force: true });
    dir = await workspace(false);
    const workflow = asMap(parseYaml(await readFile(join(root, 'docs', 'ci', 'github-actions.yml'), 'utf8')));
    const jobs = asMap(workflow.jobs);
    expect(Object.keys(jobs)).toEqual(['conformance']);
    const pass = await githubJob(asMap(jobs.conformance), githubValues(await server()));
    expect(pass.failed).toBe(false);
    expect(pass.outputs[0]).toMatchObject({ verdict: 'pass', 'exit-code': '0', failed: '0', 'not-evaluated': '0' });
    // The whole suite ran: every planned check.
    expect(Number(pass.outputs[0]!.passed)).toBe(planChecks({}).length);
    expect(pass.summary).toMatch(/^## tarc PASS/);
  }, 90_000);

  it('GitHub Actions, the same job with --only lines holding a glob: exactly those checks; on a server that breaks a rule the job fails and the summary says why', async () => {
    await rm(dir, { recursive: true, force: true });
    dir = await workspace(false);
    // A file in the workspace that an expanded glob would turn into: tarc must get the glob itself.
    await writeFile(join(dir, 'reference-data.x'), '');
    const workflow = asMap(parseYaml(await readFile(join(root, 'docs', 'ci', 'github-actions.yml'), 'utf8')));
    const job = asMap(asMap(workflow.jobs).conformance);
    const withOnly = (written: string) => `${written.trimEnd()}\n--only 'reference-data.*'\n--only account-wallets.*\n`;
    const broken = await githubJob(job, githubValues(await server('broker-pairs-symbol-filter-ignored')), withOnly);
    expect(broken.failed).toBe(true);
    expect(broken.outputs[0]).toMatchObject({ verdict: 'fail', 'exit-code': '1' });
    const selected = planChecks({ only: ['reference-data.*', 'account-wallets.*'] }).length;
    const o = broken.outputs[0]!;
    expect(Number(o.passed) + Number(o.failed) + Number(o['not-evaluated'])).toBe(selected);
    expect(broken.summary).toMatch(/^## tarc FAIL/);
    expect(broken.summary).toContain('reference-data.broker-pairs-symbol-filter');
  }, 90_000);

  it('GitHub Actions, sharded: three shards (the action, gate off), then the merge with the baseline gates; PASS on the reference server', async () => {
    const target = await server();
    const workflow = asMap(parseYaml(await readFile(join(root, 'docs', 'ci', 'github-actions-sharded.yml'), 'utf8')));
    const jobs = asMap(workflow.jobs);
    expect(Object.keys(jobs)).toEqual(['shard', 'gate']);
    expect(asMap(jobs.gate).needs).toBe('shard');
    const shards = asMap(asMap(asMap(jobs.shard).strategy).matrix).shard as number[];
    expect(shards).toEqual([1, 2, 3]);
    // The matrix's jobs run side by side, as on GitHub; the one workspace stands for the artifacts.
    // Not --runs 2000: the short selection stands for the example's options.
    const done = await Promise.all(
      shards.map((shard) => githubJob(asMap(jobs.shard), githubValues(target, { 'matrix.shard': String(shard) }), () => SELECTION)),
    );
    expect(done.map((d) => d.failed)).toEqual([false, false, false]);
    const gate = await githubJob(asMap(jobs.gate), githubValues(target));
    expect(gate.failed).toBe(false);
    expect(gate.outputs[0]).toMatchObject({ verdict: 'pass', 'exit-code': '0' });
    const merged = JSON.parse(await readFile(join(dir, 'reports', 'merged', 'report.json'), 'utf8')) as { merged: unknown; summary: { verdict: string } };
    expect(merged.merged).toEqual({ from: 3, shards: 3 });
    expect(gate.summary).toMatch(/^## tarc PASS/);
  }, 120_000);

  it.each([
    ['gitlab-ci.yml', ['conformance'], ['tarc'], 'reports/tarc/junit.xml'],
    ['gitlab-ci-sharded.yml', ['conformance', 'gate'], ['tarc-shard', 'tarc-gate'], 'reports/merged/junit.xml'],
  ])(
    'GitLab CI, %s: the gate fails on a server that breaks a rule, and the log ends with the summary',
    async (file, expectedStages, expectedJobs, junit) => {
      const target = await server('broker-pairs-symbol-filter-ignored');
      const pipeline = asMap(parseYaml(await readFile(join(root, 'docs', 'ci', file), 'utf8')));
      const stages = pipeline.stages as string[];
      expect(stages).toEqual(expectedStages);
      const jobs = Object.entries(pipeline)
        .filter(([, j]) => typeof asMap(j).stage === 'string')
        .map(([n, j]) => [n, asMap(j)] as const);
      jobs.sort((a, b) => stages.indexOf(a[1].stage as string) - stages.indexOf(b[1].stage as string));
      expect(jobs.map(([n]) => n)).toEqual(expectedJobs);
      const gateJob = expectedJobs.at(-1);
      const variables = Object.fromEntries(Object.entries(asMap(pipeline.variables)).map(([k, v]) => [k, String(v)]));
      let gate: number | undefined;
      let log = '';
      for (const [name, job] of jobs) {
        const count = typeof job.parallel === 'number' ? job.parallel : 1;
        // `parallel: N` jobs run side by side, as on GitLab; the stages in order.
        await Promise.all(
          Array.from({ length: count }, (_, i) => i + 1).map(async (index) => {
            const env: Record<string, string> = {
              ...variables,
              CI_PIPELINE_IID: '7',
              TARC_BASE_URL: target.url,
              TARC_API_KEY: target.key,
              TARC_API_SECRET: target.secret,
              TARC_SECOND_API_KEY: target.secondKey,
              TARC_SECOND_API_SECRET: target.secondSecret,
              ...(job.parallel ? { CI_NODE_INDEX: String(index), CI_NODE_TOTAL: String(count) } : {}),
            };
            // The examples' TARC_OPTIONS hook: here, a short selection (no --runs 2000).
            env.TARC_OPTIONS = SELECTION;
            const script = (job.script as string[]).filter((line) => !isInstall(line)).join('\n');
            const done = await bash(script, dir, env);
            if (name === gateJob) gate = done.code;
            else expect(done.code, done.output).toBe(0);
            const after = (job.after_script as string[] | undefined) ?? [];
            if (after.length) log += (await bash(after.join('\n'), dir, env)).output;
          }),
        );
        if (name === gateJob) expect(asMap(asMap(job.artifacts).reports).junit).toBe(junit);
      }
      expect(gate).toBe(1);
      expect(log).toMatch(/^## tarc FAIL/);
      expect(log).toContain('reference-data.broker-pairs-symbol-filter');
    },
    90_000,
  );
});

if (!built) {
  describe('docs/ci examples', () => {
    it.skip('skipped: the runner is not built (run `npx pnpm@10.34.8 build`, or `pnpm test`, which builds first)', () => undefined);
  });
}
