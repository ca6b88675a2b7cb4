import { readFileSync } from 'node:fs';

/** The runner's name and version, from its package.json (one level above src/ and dist/). */
export const TOOL: { name: string; version: string } = (() => {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  return { name: 'tarc', version: pkg.version };
})();
