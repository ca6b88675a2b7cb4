// What describeConformance says when the run cannot start (test/no-credentials, run by its own vitest in
// a child process on the built packages): no credentials, or credentials the server refuses. Each
// message names describeConformance's options (never the CLI's TARC_API_KEY or --api-key, which it
// ignores) and is said once, without a stack of tarc's internals. Skipped, saying so, when not built.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checks } from '@tarc/conformance';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const fixture = fileURLToPath(new URL('../test/no-credentials', import.meta.url));
const vitestBin = join(root, 'examples', 'vitest-express', 'node_modules', 'vitest', 'vitest.mjs');
const built = existsSync(join(root, 'packages', 'vitest', 'dist', 'index.js')) && existsSync(join(root, 'packages', 'runner', 'dist', 'index.js'));

function vitestRun(): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [vitestBin, 'run', '--root', fixture, '--color=false'],
      { cwd: fixture, env: { ...process.env, CI: 'true' }, timeout: 60_000, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, output: `${stdout}${stderr}`.replace(/\u001b\[[0-9;]*m/g, '') }),
    );
  });
}

const count = (text: string, part: string) => text.split(part).length - 1;

describe.skipIf(!built)('describeConformance: a run that cannot start', () => {
  it('names its own options, once per suite, with no stack: no credentials; credentials refused', async () => {
    const { code, output } = await vitestRun();
    expect(code).toBe(1);
    const needing = checks.filter((c) => c.needs?.credentials).length;
    expect(count(output, `configuration: no credentials: ${needing} selected checks need them`)).toBe(1);
    expect(output).toContain(
      "pass them: describeConformance({ credentials: { apiKey, apiSecret } }), or select only public checks, e.g. describeConformance({ only: ['reference-data.*'] })",
    );
    expect(count(output, 'configuration: the credentials were refused')).toBe(1);
    expect(output).toContain('check describeConformance({ credentials: { apiKey, apiSecret } }) (or pass describeConformance({ signer })');
    expect(output).not.toMatch(/TARC_API_KEY|--api-key|--signer|--only/);
    // The user's error, not ours: no frame of tarc's sources.
    expect(output).not.toMatch(/run-suite\.ts|credentials\.ts|requireCredentials/);
    // Two suites, each a test per check and the verdict's.
    const tests = 2 * (checks.length + 1);
    expect(output).toMatch(new RegExp(`Tests +${tests} skipped \\(${tests}\\)`));
  }, 60_000);
});

if (!built) {
  describe('describeConformance: a run that cannot start', () => {
    it.skip('skipped: the packages are not built (run `npx pnpm@10.34.8 build`, or `pnpm test`, which builds first)', () => undefined);
  });
}
