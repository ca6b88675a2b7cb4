// Runs the composite action of action.yml as a GitHub runner would, for its tests and the docs/ci
// example's: each `run:` step with bash (env: resolved from the step's expressions, GITHUB_OUTPUT
// and GITHUB_STEP_SUMMARY as files), `if:` honoured, `uses:` steps recorded (not run: they are
// GitHub's own actions). An unknown expression is an error, so the test sees every one.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';

export const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

type Map = Record<string, unknown>;
export const asMap = (v: unknown): Map => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Map) : {});

interface ActionStep {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  env?: Map;
  with?: Map;
  shell?: string;
}
export interface ActionRun {
  /** The step ids/names that ran, in order, and each run step's exit code. */
  steps: { name: string; code?: number; output?: string; with?: Record<string, string> }[];
  outputs: Record<string, string>;
  /** The action failed (a step that ran exited non-zero). */
  failed: boolean;
  summary: string;
  log: string;
}

export async function readAction(): Promise<Map> {
  return asMap(parseYaml(await readFile(join(ROOT, 'action.yml'), 'utf8')));
}

/** A script as a workflow's `run:` step runs it (bash -eo pipefail), without the outer run's npm/CI variables. */
export function bash(script: string, cwd: string, env: Record<string, string>): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const base: NodeJS.ProcessEnv = {};
    for (const [k, v] of Object.entries(process.env)) if (!/^(npm_|pnpm_|TARC_|CI_|GITHUB_)/i.test(k)) base[k] = v;
    // A runner's PATH holds no workspace's node_modules/.bin (`pnpm test` puts this one's, with its tarc, first).
    const path = Object.keys(base).find((k) => k.toUpperCase() === 'PATH');
    if (path)
      base[path] = base[path]!.split(delimiter)
        .filter((d) => !/[\\/]node_modules[\\/]\.bin$/.test(d))
        .join(delimiter);
    execFile(
      'bash',
      ['--noprofile', '--norc', '-eo', 'pipefail', '-c', script],
      // Building tarc from a fresh checkout (install and build) takes about a minute on a loaded machine.
      { cwd, env: { ...base, NO_COLOR: '1', ...env }, timeout: 300_000 },
      (error, stdout, stderr) => resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

/** `${{ a.b }}` in a value: replaced from `values` (an unknown one throws). */
export function resolveExpressions(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\$\{\{\s*([\w.-]+)\s*\}\}/g, (_, e: string) => {
    // The output of a step that did not run (or did not set it) is empty, as on GitHub.
    if (!(e in values) && /^steps\.[\w-]+\.outputs\./.test(e)) return '';
    if (!(e in values)) throw new Error(`unknown expression ${e}`);
    return values[e]!;
  });
}

/** The `if:` conditions the action uses: always(), success() (the default), and `inputs.X != ''`. */
function shouldRun(condition: string | undefined, failed: boolean, values: Record<string, string>): boolean {
  if (condition === undefined) return !failed;
  return condition
    .split('&&')
    .map((c) => c.trim())
    .every((c) => {
      if (c === 'always()') return true;
      if (c === 'success()') return !failed;
      const m = /^([\w.-]+) != ''$/.exec(c);
      if (m) {
        if (!(m[1]! in values)) throw new Error(`unknown expression ${m[1]}`);
        return values[m[1]!] !== '';
      }
      throw new Error(`unsupported condition ${c}`);
    });
}

/**
 * Runs action.yml with `with` inputs in `cwd`. `context` holds the other expressions (github.*,
 * runner.*). Returns what each step did, the action's outputs and the step summary.
 */
export async function runAction(cwd: string, inputs: Readonly<Record<string, string>>, context: Readonly<Record<string, string>> = {}): Promise<ActionRun> {
  const action = await readAction();
  const declared = asMap(action.inputs);
  for (const name of Object.keys(inputs)) if (!(name in declared)) throw new Error(`action.yml has no input ${name}`);
  const temp = await mkdtemp(join(tmpdir(), 'tarc-action-'));
  try {
    return await steps(cwd, action, declared, inputs, context, temp);
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}

async function steps(
  cwd: string,
  action: Map,
  declared: Map,
  inputs: Readonly<Record<string, string>>,
  context: Readonly<Record<string, string>>,
  temp: string,
): Promise<ActionRun> {
  const summaryFile = join(temp, 'step-summary.md');
  await writeFile(summaryFile, '');
  const values: Record<string, string> = { 'runner.temp': temp, 'github.run_id': '4242', 'github.action_path': ROOT, ...context };
  for (const [name, spec] of Object.entries(declared)) {
    const fallback = asMap(spec).default;
    values[`inputs.${name}`] = inputs[name] ?? (fallback === undefined || fallback === null ? '' : resolveExpressions(String(fallback), values));
  }
  const run: ActionRun = { steps: [], outputs: {}, failed: false, summary: '', log: '' };
  const list = (asMap(action.runs).steps as unknown[]).map((s) => asMap(s) as ActionStep);
  for (const [i, step] of list.entries()) {
    const name = step.id ?? step.name ?? step.uses ?? `step ${i + 1}`;
    if (!shouldRun(step.if, run.failed, values)) continue;
    if (step.uses) {
      const withs = Object.fromEntries(Object.entries(asMap(step.with)).map(([k, v]) => [k, resolveExpressions(String(v), values)]));
      run.steps.push({ name, with: withs });
      continue;
    }
    const script = step.run!;
    // Inputs reach scripts through env: only, never interpolated into the shell.
    if (script.includes('${{')) throw new Error(`step ${name} interpolates an expression into its script`);
    const outputFile = join(temp, `output-${i}`);
    await writeFile(outputFile, '');
    const env = Object.fromEntries(Object.entries(asMap(step.env)).map(([k, v]) => [k, resolveExpressions(String(v), values)]));
    const done = await bash(script, cwd, { ...env, GITHUB_OUTPUT: outputFile, GITHUB_STEP_SUMMARY: summaryFile, RUNNER_TEMP: temp });
    run.log += done.output;
    run.steps.push({ name, code: done.code, output: done.output });
    if (done.code !== 0) run.failed = true;
    if (step.id) {
      for (const line of (await readFile(outputFile, 'utf8')).split('\n')) {
        const eq = line.indexOf('=');
        if (eq > 0) values[`steps.${step.id}.outputs.${line.slice(0, eq)}`] = line.slice(eq + 1);
      }
    }
  }
  for (const [name, spec] of Object.entries(asMap(action.outputs))) {
    const value = String(asMap(spec).value);
    // An output of a step that did not run (or did not set it) is empty, as on GitHub.
    run.outputs[name] = value.replace(/\$\{\{\s*([\w.-]+)\s*\}\}/g, (_, e: string) => values[e] ?? '');
  }
  run.summary = await readFile(summaryFile, 'utf8');
  return run;
}
