// PACKED-PACKAGE TEST (slow: ~30-60 s; needs the npm registry for ajv, decimal.js, fast-check, undici).
// Packs the four workspace packages with pnpm, installs them into a clean project with npm from the
// local tarballs only (overrides pin every @tarc/* to its tarball, so nothing of ours comes from a
// registry), then: imports them as ESM and require()s them from CommonJS, runs `npx tarc run --only
// 'reference-data.*'` against the embedded server, and typechecks a strict TypeScript consumer of
// @tarc/domain. Runs on the build output of `pnpm test` (which builds first); skipped, saying so,
// when a package has not been built.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const PACKAGES = ['packages/domain', 'packages/reference-server', 'packages/conformance', 'packages/runner'];
const built = PACKAGES.every((p) => existsSync(join(root, p, 'dist', 'index.js')));
const tsc = createRequire(join(root, 'package.json')).resolve('typescript/bin/tsc');

/** The environment of the child processes: no pnpm/npm variables of the outer run, no credentials. */
function cleanEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (/^(npm_|pnpm_|TARC_)/i.test(k) && !/^npm_config_(registry|cache|userconfig)$/i.test(k)) continue;
    env[k] = v;
  }
  return { ...env, CI: '1', NO_COLOR: '1', npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false' };
}

interface Done {
  code: number;
  stdout: string;
  stderr: string;
}
function sh(file: string, args: string[], cwd: string, timeout = 120_000): Promise<Done> {
  return new Promise((resolve) => {
    execFile(file, args, { cwd, env: cleanEnv(), timeout, maxBuffer: 32 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
    });
  });
}
const ok = (d: Done) => expect(d.code, `${d.stdout}\n${d.stderr}`.slice(-3000)).toBe(0);

const CONSUMER = `import { feeBandForVolume, validateOrdersQuery, validateResource } from '@tarc/domain';
import type { Finding } from '@tarc/domain';

const level: number = feeBandForVolume('100000').level;
const query = validateOrdersQuery(new URLSearchParams('pairSymbol=BTCTRY'), { now: new Date(), pairs: ['BTCTRY'] });
const findings: Finding[] = validateResource('order', {}).findings;
if (!query.ok) console.log(query.problem);
console.log(level, findings.length);
`;

describe.skipIf(!built)('packed packages (pnpm pack, npm install from the tarballs)', () => {
  let dir = '';
  let app = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tarc-packed-'));
    const tarballs = join(dir, 'tarballs');
    await mkdir(tarballs);
    const packed = await Promise.all(PACKAGES.map((p) => sh('npx', ['--yes', 'pnpm@10.34.8', 'pack', '--pack-destination', tarballs], join(root, p))));
    packed.forEach(ok);
    const files = await readdir(tarballs);
    const byName: Record<string, string> = {};
    for (const f of files) byName[`@tarc/${/^tarc-(.+)-\d+\.\d+\.\d+\.tgz$/.exec(f)![1]}`] = `file:${join(tarballs, f)}`;
    expect(Object.keys(byName).sort()).toEqual(['@tarc/conformance', '@tarc/domain', '@tarc/reference-server', '@tarc/runner']);
    app = join(dir, 'app');
    await mkdir(app);
    await writeFile(
      join(app, 'package.json'),
      JSON.stringify(
        {
          name: 'tarc-consumer',
          private: true,
          type: 'module',
          dependencies: byName,
          // Every @tarc/* dependency of a tarball resolves to its local tarball, never to a registry.
          overrides: byName,
        },
        null,
        2,
      ),
    );
    ok(await sh('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], app, 180_000));
  }, 240_000);
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('installs LICENSE, top-level types, and only runtime dependencies', async () => {
    for (const name of ['domain', 'reference-server', 'conformance', 'runner']) {
      const pkg = join(app, 'node_modules', '@tarc', name);
      expect(existsSync(join(pkg, 'LICENSE')), name).toBe(true);
      const manifest = JSON.parse(await readFile(join(pkg, 'package.json'), 'utf8')) as { types?: string; dependencies?: Record<string, string> };
      expect(manifest.types, name).toBe('./dist/index.d.ts');
      expect(existsSync(join(pkg, manifest.types!)), name).toBe(true);
      expect(
        Object.values(manifest.dependencies ?? {}).some((v) => v.startsWith('workspace:')),
        name,
      ).toBe(false);
    }
    // `tarc` runs from the CLI's bundle (scripts/bundle-cli.mjs), which must ship with the package.
    expect(existsSync(join(app, 'node_modules', '@tarc', 'runner', 'dist', 'bundle', 'tarc.js'))).toBe(true);
    expect(existsSync(join(app, 'node_modules', 'vitest'))).toBe(false);
    expect(existsSync(join(app, 'node_modules', 'typescript'))).toBe(false);
  });

  it('loads as ESM and through require() from CommonJS', async () => {
    ok(
      await sh(
        'node',
        [
          '--input-type=module',
          '-e',
          "const d = await import('@tarc/domain'); const r = await import('@tarc/runner'); if (d.feeBandForVolume('100000').level !== 2 || typeof r.runSuite !== 'function') process.exit(1);",
        ],
        app,
      ),
    );
    await writeFile(
      join(app, 'consumer.cjs'),
      "const d = require('@tarc/domain'); const r = require('@tarc/runner'); const s = require('@tarc/reference-server');\nif (d.feeBandForVolume('100000').level !== 2 || typeof r.runSuite !== 'function' || typeof s.startReferenceServer !== 'function') process.exit(1);\n",
    );
    ok(await sh('node', ['consumer.cjs'], app));
  }, 120_000);

  it("runs `npx tarc run --only 'reference-data.*'` against the embedded server", async () => {
    const run = await sh('npx', ['--no-install', 'tarc', 'run', '--only', 'reference-data.*', '--seed', '1', '--report-dir', 'reports'], app);
    ok(run);
    expect(run.stdout).toContain('Verdict: PASS');
    const report = JSON.parse(await readFile(join(app, 'reports', 'report.json'), 'utf8')) as { results: { id: string }[] };
    expect(report.results.length).toBeGreaterThan(0);
    expect(report.results.every((r) => r.id.startsWith('reference-data.'))).toBe(true);
  }, 120_000);

  it('typechecks a strict TypeScript consumer of @tarc/domain (ESM and CommonJS)', async () => {
    await writeFile(join(app, 'consumer.ts'), CONSUMER);
    await writeFile(
      join(app, 'consumer-cjs.cts'),
      "import domain = require('@tarc/domain');\nconst level: number = domain.feeBandForVolume('1').level;\nconsole.log(level);\n",
    );
    await writeFile(
      join(app, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noUncheckedIndexedAccess: true,
          exactOptionalPropertyTypes: true,
          noEmit: true,
          skipLibCheck: false,
          module: 'nodenext',
          moduleResolution: 'nodenext',
          target: 'es2022',
          lib: ['es2023', 'dom'],
          types: [],
        },
        files: ['consumer.ts', 'consumer-cjs.cts'],
      }),
    );
    ok(await sh('node', [tsc, '-p', 'tsconfig.json'], app));
  }, 120_000);
});

if (!built) {
  describe('packed packages', () => {
    it.skip('skipped: a package is not built (run `npx pnpm@10.34.8 build`, or `pnpm test`, which builds first)', () => undefined);
  });
}
