import { existsSync } from 'node:fs';

/**
 * A file of the runner's package (`package.json`, `schemas/…`), found from this module's own place:
 * the nearest folder above it with a package.json. The same code runs from src/, from dist/ (tsc) and
 * from the CLI's one-file bundle (dist/tarc.js), each at another depth.
 */
export function packageFile(relative: string): URL {
  let dir = new URL('./', import.meta.url);
  for (;;) {
    if (existsSync(new URL('package.json', dir))) return new URL(relative, dir);
    const parent = new URL('../', dir);
    if (parent.href === dir.href) throw new Error(`tarc: no package.json above ${import.meta.url}`);
    dir = parent;
  }
}
