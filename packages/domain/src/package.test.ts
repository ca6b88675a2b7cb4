// The package as npm serves it: packed (pnpm pack, the published manifest), then publint and
// @arethetypeswrong/cli on the tarball, TypeScript consumers (.cts by `import = require`, .mts by
// `import`) under --module node16 and nodenext, an esbuild bundle of validateResource run outside the
// workspace, and the size of a bundle of isTimestamp alone. Needs the build's dist/ (`pnpm build`).
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const pkg = fileURLToPath(new URL('..', import.meta.url));
const bin = (name: string) => join(pkg, 'node_modules', '.bin', name);
// Resolved from here (typescript is the workspace's): a path that did not exist made every consumer
// compile "clean", its error read as an empty stdout.
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

describe.skipIf(!existsSync(join(pkg, 'dist', 'cjs', 'index.js')))('the packed @tarc/domain', { timeout: 60_000 }, () => {
  let dir: string;
  let tarball: string;
  let consumer: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tarc-domain-pack-'));
    // Without the npm_* settings of an outer npx (the Node 22/24 smoke runs under `npx -p node@N`):
    // a nested npx reads them and runs the package spec as a command.
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));
    await run('npx', ['--yes', 'pnpm@10.34.8', 'pack', '--pack-destination', dir], { cwd: pkg, env });
    tarball = join(dir, (await readdir(dir)).find((f) => f.endsWith('.tgz'))!);
    // A consumer outside the workspace: the tarball unpacked into its node_modules, decimal.js beside it.
    consumer = join(dir, 'consumer');
    await mkdir(join(consumer, 'node_modules', '@tarc'), { recursive: true });
    await run('tar', ['xzf', tarball, '-C', join(consumer, 'node_modules', '@tarc')]);
    await run('mv', [join(consumer, 'node_modules', '@tarc', 'package'), join(consumer, 'node_modules', '@tarc', 'domain')]);
    await symlink(join(pkg, 'node_modules', 'decimal.js'), join(consumer, 'node_modules', 'decimal.js'));
    // @tarc/domain/testing's types name fast-check, its optional peer: a consumer of it installs it.
    await symlink(join(pkg, 'node_modules', 'fast-check'), join(consumer, 'node_modules', 'fast-check'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('ships no workspace-only condition', async () => {
    const { stdout } = await run('tar', ['xzfO', tarball, 'package/package.json']);
    expect(stdout).not.toContain('tarc-source');
    expect(JSON.parse(stdout).sideEffects).toBe(false);
  });

  it('no public type names decimal.js (it is used inside, not shown)', async () => {
    const { stdout } = await run('tar', ['tzf', tarball]);
    const declarations = stdout.split('\n').filter((f) => f.endsWith('.d.ts'));
    expect(declarations.length).toBeGreaterThan(0);
    const { stdout: text } = await run('tar', ['xzfO', tarball, ...declarations], { maxBuffer: 64 * 1024 * 1024 });
    expect(text).not.toMatch(/['"]decimal\.js['"]/);
  });

  it('publint: all good', async () => {
    const { stdout } = await run(bin('publint'), [tarball, '--strict']);
    expect(stdout).toContain('All good!');
  });

  it('@arethetypeswrong/cli: no problem', async () => {
    // Exits non-zero on any problem; the JSON says which.
    const { stdout } = await run(bin('attw'), [tarball, '--format', 'json']).catch((e: { stdout: string }) => ({ stdout: e.stdout }));
    expect(JSON.parse(stdout).analysis.problems).toEqual([]);
  });

  it('CommonJS: ./testing requires the main entry, one module graph (no second copy of the library, so one DomainError)', async () => {
    await writeFile(
      join(consumer, 'graph.cjs'),
      [
        "const d = require('@tarc/domain');",
        "const t = require('@tarc/domain/testing');",
        "const fc = require('fast-check');",
        "const loaded = Object.keys(require.cache).filter((f) => f.includes('@tarc/domain')).map((f) => f.slice(f.indexOf('dist')));",
        "const text = require('node:fs').readFileSync(require.resolve('@tarc/domain/testing'), 'utf8');",
        "console.log(JSON.stringify({ loaded, copies: text.includes('DomainError'), level: fc.sample(t.feeLevel(), 1)[0].level > 0, main: typeof d.DomainError }));",
      ].join('\n'),
    );
    const { stdout } = await run(process.execPath, [join(consumer, 'graph.cjs')], { cwd: consumer });
    expect(JSON.parse(stdout)).toEqual({ loaded: ['dist/cjs/index.js', 'dist/cjs/testing/index.js'], copies: false, level: true, main: 'function' });
  });

  it.each(['node16', 'nodenext'])('tsc --module %s: a .cts consumer (import = require) and a .mts one', async (mode) => {
    await writeFile(
      join(consumer, 'consumer.cts'),
      "import d = require('@tarc/domain');\nconst ok: boolean = d.isTimestamp('2024-01-01T00:00:00.0000000');\nconst r = d.parseResource('order', {});\nconst price: d.DecimalString | undefined = r.ok ? r.value.price : undefined;\nexport = { ok, price, fee: d.feeLevelRecords()[0]!.makerFee };\n",
    );
    await writeFile(
      join(consumer, 'consumer.mts'),
      "import { isTimestamp, type DomainError } from '@tarc/domain';\nimport { feeLevel } from '@tarc/domain/testing';\nexport const ok: boolean = isTimestamp('x');\nexport type E = DomainError['code'];\nexport const level = feeLevel();\n",
    );
    await writeFile(join(consumer, 'wrong.cts'), "import d = require('@tarc/domain');\nexport = d.noSuchExport;\n");
    const tscOn = (...files: string[]) =>
      run(process.execPath, [tsc, '--noEmit', '--strict', '--module', mode, '--moduleResolution', mode, '--skipLibCheck', 'false', ...files], {
        cwd: consumer,
      }).then(
        ({ stdout, stderr }) => ({ code: 0, out: `${stdout}${stderr}` }),
        (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: `${e.stdout}${e.stderr}` }),
      );
    // One compilation: the consumers compile clean, and the one error is wrong.cts's (a name the
    // package does not export), which shows the compiler did read the package's types.
    const result = await tscOn('consumer.cts', 'consumer.mts', 'wrong.cts');
    expect(result.code).toBe(2);
    expect(result.out.trim().split('\n')).toEqual([expect.stringMatching(/^wrong\.cts\(2,12\): error TS2339: Property 'noSuchExport' does not exist/)]);
  });

  it('an esbuild bundle of validateResource runs outside the workspace; isTimestamp alone is under 2 KB minified', async () => {
    const entry = (code: string, name: string) => writeFile(join(consumer, name), code).then(() => join(consumer, name));
    const bundle = async (file: string, outfile: string) => {
      const result = await build({
        entryPoints: [file],
        bundle: true,
        minify: true,
        platform: 'node',
        format: 'esm',
        outfile,
        absWorkingDir: consumer,
        logLevel: 'silent',
        metafile: true,
      });
      return Object.values(result.metafile.outputs)[0]!.bytes;
    };
    const out = join(dir, 'bundles');
    await bundle(
      await entry("import { validateResource } from '@tarc/domain';\nconsole.log(validateResource('feeLevel', { level: 1 }).findings.length);\n", 'vr.mjs'),
      join(out, 'vr.mjs'),
    );
    const { stdout } = await run(process.execPath, [join(out, 'vr.mjs')], { cwd: tmpdir() });
    expect(stdout.trim()).toBe('3');
    const bytes = await bundle(
      await entry("import { isTimestamp } from '@tarc/domain';\nconsole.log(isTimestamp('2024-01-01T00:00:00.000000'));\n", 'ts.mjs'),
      join(out, 'ts.mjs'),
    );
    expect(bytes).toBeLessThan(2048);
  });
});
