// What each published package's tarball holds, listed as `pnpm publish` would send it (`pnpm -r pack
// --dry-run --json`, one process for the five): no test, no test helper, no test folder, and no test
// entry in a package's `imports` or `exports`. The lists are written to reports/packed-files.json and
// their sizes printed. On a checkout without dist/ the lists hold no build output; the rule is the same.
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../../', import.meta.url));

interface Manifest {
  name: string;
  private?: boolean;
  imports?: unknown;
  exports?: unknown;
}
const manifests: Manifest[] = readdirSync(join(root, 'packages')).map(
  (dir) => JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8')) as Manifest,
);
const published = manifests.filter((m) => !m.private);

/** A test file, a test helper or a test folder (`testing/`, @tarc/domain's published arbitraries, is neither). */
const TEST_PATH = /(^|\/)(tests?|__tests__|testutil)\/|\.(test|spec|testutil)\.[^/]*$/;
/** A test entry among a manifest's `imports`/`exports` keys and targets. */
const TEST_ENTRY = /#test|(^|\/)tests?\/|testutil|\.(test|spec)\./;

/** Every key and string target of an `imports`/`exports` map, however nested its conditions. */
function entries(map: unknown): string[] {
  if (typeof map === 'string') return [map];
  if (map === null || typeof map !== 'object') return [];
  return Object.entries(map).flatMap(([key, value]) => [key, ...entries(value)]);
}

describe('the published tarballs', () => {
  let packed: Map<string, string[]>;
  beforeAll(async () => {
    // Without the npm_* settings of an outer npx (see packages/domain/src/package.test.ts).
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));
    const { stdout } = await run('npx', ['--yes', 'pnpm@10.34.8', '-r', '--filter', './packages/*', 'pack', '--dry-run', '--json'], {
      cwd: root,
      env,
      maxBuffer: 64 * 1024 * 1024,
    });
    const lists = JSON.parse(stdout) as { name: string; files: { path: string }[] }[];
    packed = new Map(lists.map((p) => [p.name, p.files.map((f) => f.path).sort()]));
    await mkdir(join(root, 'reports'), { recursive: true });
    await writeFile(join(root, 'reports', 'packed-files.json'), `${JSON.stringify(Object.fromEntries(packed), null, 1)}\n`);
    console.log([...packed].map(([name, files]) => `${name}: ${files.length} files`).join('\n'));
  }, 120_000);

  it('are the packages without `private`, each packed', () => {
    expect([...packed.keys()].sort()).toEqual(published.map((m) => m.name).sort());
  });

  it.each(published.map((m) => m.name))('%s holds no test, test helper or test folder', (name) => {
    const files = packed.get(name) ?? [];
    expect(files).toContain('package.json');
    expect(files.filter((path) => TEST_PATH.test(path))).toEqual([]);
  });

  it.each(published.map((m) => [m.name, m] as const))('%s names no test entry in its imports or exports', (_, manifest) => {
    expect([...entries(manifest.imports), ...entries(manifest.exports)].filter((entry) => TEST_ENTRY.test(entry))).toEqual([]);
  });
});
