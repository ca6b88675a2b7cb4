// The workspace packages, loaded from their built dist/ by path: the root package depends on
// @tarc/runner only, and benchmarks must measure what users run (run `pnpm build` first).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const pkg = (name) => join(ROOT, 'packages', name);

async function load(path) {
  try {
    return await import(pathToFileURL(path).href);
  } catch (error) {
    throw new Error(`cannot load ${path} (run \`npx pnpm@10.34.8 build\` first): ${error.message}`);
  }
}

export const domain = () => load(join(pkg('domain'), 'dist', 'index.js'));
export const domainTesting = () => load(join(pkg('domain'), 'dist', 'testing', 'index.js'));
export const referenceServer = () => load(join(pkg('reference-server'), 'dist', 'index.js'));
export const runner = () => load(join(pkg('runner'), 'dist', 'index.js'));

/** A dependency as the given workspace package resolves it (the very copy it runs with). */
export async function dependencyOf(packageName, specifier) {
  const require = createRequire(join(pkg(packageName), 'package.json'));
  const module = await import(pathToFileURL(require.resolve(specifier)).href);
  return module.default ?? module;
}
