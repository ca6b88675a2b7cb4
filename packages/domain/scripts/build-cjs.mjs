// Writes dist/cjs/: the CommonJS face of the package for `require('@tarc/domain')` and for
// TypeScript's `.cts` consumers (`--module node16`/`nodenext` resolve the exports' `require`
// condition). One esbuild bundle per entry (index, testing; decimal.js and fast-check stay external),
// the declarations tsc wrote to dist/ copied beside them, and a package.json saying `commonjs`, so
// those declarations describe CommonJS modules. Run by `build` after tsc.
// One module graph: the testing bundle requires the main entry (`require('../index.js')`) instead of
// carrying its own copy of the library, so a `DomainError` it throws is the main entry's class and
// `instanceof` holds across the two. Its sources import the library only through `../index.js`.
import { cp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
const testingDir = `${root}src/testing/`;

/** From src/testing/, the library is `../index.js`, left to `require` at run time; any other way out of the folder fails the build. */
function testingRequiresMain() {
  return {
    name: 'testing-requires-main',
    setup(b) {
      b.onResolve({ filter: /^\.\.\// }, (args) => {
        if (!args.importer.startsWith(testingDir)) return undefined;
        if (args.path === '../index.js') return { path: '../index.js', external: true };
        return { errors: [{ text: `src/testing imports the library only through '../index.js', not ${JSON.stringify(args.path)}` }] };
      });
    },
  };
}
const out = new URL('../dist/cjs/', import.meta.url).pathname;
await rm(out, { recursive: true, force: true });
await mkdir(out, { recursive: true });
await build({
  absWorkingDir: root,
  entryPoints: { index: 'src/index.ts', 'testing/index': 'src/testing/index.ts' },
  outdir: out,
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20.19',
  external: ['decimal.js', 'fast-check'],
  plugins: [testingRequiresMain()],
  logLevel: 'warning',
});
const dist = new URL('../dist/', import.meta.url).pathname;
for (const entry of await readdir(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.d.ts')) continue;
  const from = `${entry.parentPath}/${entry.name}`;
  if (from.startsWith(out)) continue;
  const to = `${out}${from.slice(dist.length)}`;
  await mkdir(to.slice(0, to.lastIndexOf('/')), { recursive: true });
  await cp(from, to);
}
await writeFile(`${out}package.json`, `${JSON.stringify({ type: 'commonjs' })}\n`);
console.log('wrote dist/cjs/ (CommonJS bundles of index and testing, with their declarations)');
