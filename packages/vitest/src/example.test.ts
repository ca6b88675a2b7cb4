// examples/vitest-express run by its own vitest, as its user would (child processes, the built packages):
// every test passes against the conformant app; with one reference-server fault injected exactly that
// fault's checks fail, each with its row's finding codes (packages/conformance/src/proofs/); and two files
// using describeConformance in one worker without isolation give the same results as each alone.
// Runs on the build output of `pnpm test` (which builds first); skipped, saying so, without it.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createReferenceHandler } from '@tarc/reference-server';
import { afterAll, describe, expect, it } from 'vitest';
import { ORDERS_TRADES_ROWS } from '../../conformance/src/proofs/orders-trades.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const example = join(root, 'examples', 'vitest-express');
const twoSuites = fileURLToPath(new URL('../test/two-suites', import.meta.url));
const vitestBin = join(example, 'node_modules', 'vitest', 'vitest.mjs');
const built = existsSync(join(root, 'packages', 'vitest', 'dist', 'index.js')) && existsSync(join(root, 'packages', 'runner', 'dist', 'index.js'));

const FAULT = 'trades-buy-positive-amounts';
const FAULT_CODES = ORDERS_TRADES_ROWS.find((row) => row.fault === FAULT)!.fails;
/**
 * Each child's bound. A child takes about 4 s of CPU (the two-file one 7 s): the three take 15-20 s of
 * wall on CI's 2-core machine; the bound is for a machine shared far beyond that.
 */
const CHILD_TIMEOUT_MS = 120_000;

interface AssertionResult {
  fullName: string;
  title: string;
  status: 'passed' | 'failed' | 'skipped' | 'pending' | 'todo';
  failureMessages: string[];
}
interface JsonReport {
  numFailedTests: number;
  testResults: { name: string; assertionResults: AssertionResult[] }[];
}
interface ChildRun {
  code: number | null;
  output: string;
  report: JsonReport;
}

const scratch = await mkdtemp(join(tmpdir(), 'tarc-vitest-example-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

async function vitestRun(dir: string, name: string, env: Record<string, string> = {}): Promise<ChildRun> {
  const outputFile = join(scratch, `${name}.json`);
  const args = [vitestBin, 'run', '--root', dir, '--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`, '--color=false'];
  const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve) => {
    execFile(
      process.execPath,
      args,
      { cwd: dir, env: { ...process.env, ...env, CI: 'true' }, timeout: CHILD_TIMEOUT_MS, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, output: stdout + stderr }),
    );
  });
  const report = JSON.parse(await readFile(outputFile, 'utf8')) as JsonReport;
  return { code, output, report };
}

/** Per test (full name): its status and the finding codes its failure names. */
function outcomes(results: readonly AssertionResult[]): Map<string, { id: string; status: string; codes: string[] }> {
  return new Map(
    results.map((r) => [
      r.fullName,
      {
        id: r.title.split(':')[0]!,
        status: r.status,
        codes: [...new Set(r.failureMessages.join('\n').match(/^ {2}[a-z0-9-]+\.[a-z0-9-]+\/[a-z0-9-]+(?=:)/gm) ?? [])].map((c) => c.trim()).sort(),
      },
    ]),
  );
}

const fileResults = (run: ChildRun, file: string) => run.report.testResults.find((t) => t.name.endsWith(file))?.assertionResults ?? [];

describe.skipIf(!built)('examples/vitest-express (its own vitest in a child process, built packages)', () => {
  // Started at collection (only when built: a skipped describe is still collected), awaited by the tests.
  const never = new Promise<ChildRun>(() => undefined);
  const pristine = built ? vitestRun(example, 'pristine') : never;
  const faulty = built ? vitestRun(example, 'faulty', { TARC_EXAMPLE_FAULT: FAULT }) : never;
  const together = built ? Promise.all([pristine, faulty]).then(() => vitestRun(twoSuites, 'two-suites')) : never;
  // A child that failed is reported by the test awaiting it, not as an unhandled rejection before.
  for (const run of [pristine, faulty, together]) run.catch(() => undefined);
  const { accounts } = createReferenceHandler({ seed: 1, size: { orders: 0 } });

  it(
    'passes every test against the conformant app: exit 0, the verdict test among them',
    async () => {
      const run = await pristine;
      const results = fileResults(run, 'conformance.test.ts');
      expect(run.code, run.output).toBe(0);
      expect(results.length).toBeGreaterThan(100);
      expect(results.filter((r) => r.status !== 'passed').map((r) => r.fullName)).toEqual([]);
      expect(results.at(-1)!.fullName).toBe('tarc conformance verdict');
    },
    CHILD_TIMEOUT_MS,
  );

  it(
    `fails exactly the checks of ${FAULT}, each with its finding code, and the verdict; no secret in the output`,
    async () => {
      const run = await faulty;
      expect(run.code).toBe(1);
      const failed = [...outcomes(fileResults(run, 'conformance.test.ts')).values()].filter((o) => o.status === 'failed');
      const expectedChecks = [...new Set(FAULT_CODES.map((code) => code.split('/')[0]!))];
      expect(failed.map((o) => o.id).sort()).toEqual([...expectedChecks, 'verdict'].sort());
      // Each failing check's test names its codes, and together they are the row's.
      for (const o of failed) if (o.id !== 'verdict') expect(o.codes.length, o.id).toBeGreaterThan(0);
      expect(failed.flatMap((o) => o.codes).sort()).toEqual([...FAULT_CODES].sort());
      expect(run.output).toContain('replay: curl -sS');
      for (const account of accounts) expect(run.output).not.toContain(account.apiSecret);
    },
    CHILD_TIMEOUT_MS,
  );

  it(
    'gives the same results for two files in one worker (no isolation) as for each suite alone',
    async () => {
      const [alone, aloneFaulty, run] = await Promise.all([pristine, faulty, together]);
      expect(run.code).toBe(1);
      expect(outcomes(fileResults(run, 'pristine.test.ts'))).toEqual(outcomes(fileResults(alone, 'conformance.test.ts')));
      expect(outcomes(fileResults(run, 'faulty.test.ts'))).toEqual(outcomes(fileResults(aloneFaulty, 'conformance.test.ts')));
    },
    2 * CHILD_TIMEOUT_MS,
  );
});
