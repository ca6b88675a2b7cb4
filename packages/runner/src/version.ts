import { readFileSync } from 'node:fs';
import { packageFile } from './package-file.js';

/** The runner's name and version, from its package.json. */
export const TOOL: { name: string; version: string } = (() => {
  const pkg = JSON.parse(readFileSync(packageFile('package.json'), 'utf8')) as { version: string };
  return { name: 'tarc', version: pkg.version };
})();
