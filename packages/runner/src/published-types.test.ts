// Issue 41, Seen 5: the published declaration files (dist/**/*.d.ts, what `types` and `exports` point
// at) typecheck in a consumer under the strictest settings: strict, exactOptionalPropertyTypes,
// noUncheckedIndexedAccess and skipLibCheck: false (so every .d.ts reached is checked, not only the
// consumer's own code). Once, `@tarc/runner/dist/http/exchange.d.ts(28,22): TS2420 … 'jsonError'`.
// The consumers live under each package's node_modules/.cache, so that the workspace's links resolve
// the packages as an install would (no `tarc-source` condition: the dist/ types). Runs on the build
// of `pnpm test` (which builds first); skipped, saying so, when a package is not built.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const PACKAGES = ['domain', 'conformance', 'reference-server', 'runner', 'vitest'];
const built = PACKAGES.every((p) => existsSync(join(root, 'packages', p, 'dist', 'index.d.ts')));
const tsc = createRequire(join(root, 'package.json')).resolve('typescript/bin/tsc');

const STRICTEST = {
  strict: true,
  exactOptionalPropertyTypes: true,
  noUncheckedIndexedAccess: true,
  noImplicitOverride: true,
  noPropertyAccessFromIndexSignature: true,
  skipLibCheck: false,
  noEmit: true,
  module: 'nodenext',
  moduleResolution: 'nodenext',
  target: 'es2022',
  lib: ['es2023'],
  types: ['node'],
  typeRoots: [join(root, 'node_modules', '@types')],
};

/** tsc over `files` in a fresh folder under `packageDir`'s node_modules/.cache: its exit code and output. */
async function typecheck(packageDir: string, files: Record<string, string>, withPackageJson: boolean): Promise<{ code: number; output: string }> {
  const cache = join(packageDir, 'node_modules', '.cache');
  await mkdir(cache, { recursive: true });
  const dir = await mkdtemp(join(cache, 'tarc-published-types-'));
  try {
    for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
    // Without its own package.json, a consumer beside @tarc/vitest is inside that package and imports it by its name.
    if (withPackageJson) await writeFile(join(dir, 'package.json'), '{ "private": true, "type": "module" }\n');
    await writeFile(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: STRICTEST, files: Object.keys(files) }));
    return await new Promise((resolve) =>
      execFile(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: dir, timeout: 120_000 }, (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, output: `${stdout}${stderr}` }),
      ),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe.skipIf(!built)('the published types, in a consumer with the strictest settings', () => {
  it('@tarc/runner, @tarc/conformance, @tarc/reference-server and @tarc/domain (ESM and CommonJS)', async () => {
    const consumer = `import * as runner from '@tarc/runner';
import * as conformance from '@tarc/conformance';
import * as server from '@tarc/reference-server';
import * as domain from '@tarc/domain';
import * as testing from '@tarc/domain/testing';
import type { RunReport, RunSuiteOptions } from '@tarc/runner';

const options: RunSuiteOptions = { only: ['orders.*'], seed: 1 };
const verdict = (report: RunReport): string => report.summary.verdict;
console.log(runner.runSuite, conformance.checks.length, server.startReferenceServer, domain.feeBandForVolume('1').level, testing, options, verdict);
`;
    const cjs = "import domain = require('@tarc/domain');\nconst level: number = domain.feeBandForVolume('1').level;\nconsole.log(level);\n";
    const result = await typecheck(join(root, 'packages', 'runner'), { 'consumer.ts': consumer, 'consumer-cjs.cts': cjs }, true);
    expect(result.output).toBe('');
    expect(result.code).toBe(0);
  }, 120_000);

  it('@tarc/vitest (beside its peer, vitest)', async () => {
    const consumer = "import { describeConformance } from '@tarc/vitest';\nconsole.log(typeof describeConformance);\n";
    const result = await typecheck(join(root, 'packages', 'vitest'), { 'consumer.ts': consumer }, false);
    expect(result.output).toBe('');
    expect(result.code).toBe(0);
  }, 120_000);
});

if (!built) {
  describe('the published types, in a consumer with the strictest settings', () => {
    it.skip('skipped: a package is not built (run `npx pnpm@10.34.8 build`, or `pnpm test`, which builds first)', () => undefined);
  });
}
