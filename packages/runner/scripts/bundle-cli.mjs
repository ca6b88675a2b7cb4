// Bundles the `tarc` CLI into dist/bundle/ (tarc.js, one chunk per command, linked maps), run at
// `pnpm build` after tsc: a few modules to load instead of ~400 (the workspace packages from their sources, undici,
// fast-check, decimal.js), which is most of a cold start's CPU. The tsc output in dist/ stays what
// library consumers import (`import '@tarc/runner'`); bin/tarc.js loads this bundle.
// The linked source map names each module's src/ file, so stack traces point there.
import { build } from 'esbuild';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const runner = fileURLToPath(new URL('../', import.meta.url));
// Chunk names carry a hash: a rebuild starts from an empty folder, so no stale chunk ships.
await rm(new URL('../dist/bundle/', import.meta.url), { recursive: true, force: true });
const result = await build({
  absWorkingDir: runner,
  entryPoints: ['src/cli.ts'],
  // Each command stays a chunk of its own, loaded when chosen (cli.ts imports it then): `tarc --help`
  // loads the entry alone.
  outdir: 'dist/bundle',
  entryNames: 'tarc',
  chunkNames: '[name]-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  // The workspace packages from their sources (their exports' "tarc-source" condition).
  conditions: ['tarc-source'],
  sourcemap: 'linked',
  // The map names src/ files, shipped beside dist/; without their text it is a fifth of the size,
  // which is what Node reads and keeps when source maps are on.
  sourcesContent: false,
  // Bundled CommonJS (undici) calls require(): an ES module has none of its own. @tarc/domain's
  // validators are ES modules it imports statically: the bundle follows them as it follows any import.
  banner: { js: "import { createRequire as __tarcCreateRequire } from 'node:module'; const require = __tarcCreateRequire(import.meta.url);" },
  logLevel: 'warning',
  metafile: true,
});
const inputs = Object.keys(result.metafile.inputs).length;
const bytes = Object.values(result.metafile.outputs).reduce((n, o) => n + o.bytes, 0);
console.log(`bundle-cli: dist/bundle/ from ${inputs} modules (${(bytes / 1024 / 1024).toFixed(1)} MiB with its map)`);
