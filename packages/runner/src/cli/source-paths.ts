// tarc explain names files of tarc's source repository (a check's file and test). From an npm
// install they are not on disk: say where they are instead of naming paths that lead nowhere.
import { existsSync, readFileSync } from 'node:fs';
import { packageFile } from '../package-file.js';

/** `repository` of a package.json as a browsable URL: git+https://host/o/r.git → https://host/o/r. */
export function repositoryUrl(repository: unknown): string | undefined {
  const raw = typeof repository === 'string' ? repository : (repository as { url?: unknown } | undefined)?.url;
  if (typeof raw !== 'string' || raw === '') return undefined;
  const github = /^github:(.+)$/.exec(raw) ?? /^([\w.-]+\/[\w.-]+)$/.exec(raw);
  if (github) return `https://github.com/${github[1]}`;
  const url = raw
    .replace(/^git\+/, '')
    .replace(/^git:\/\//, 'https://')
    .replace(/\.git$/, '');
  return /^https?:\/\//.test(url) ? url : undefined;
}

/**
 * A line for the end of explain's text when `samplePath` (relative to the repository's root) is not
 * under `root`; undefined when the files are there (a checkout of tarc).
 */
export function sourcePathsNote(samplePath: string, root: URL, repository: unknown): string | undefined {
  if (existsSync(new URL(samplePath, root))) return undefined;
  const url = repositoryUrl(repository);
  return `The files named above are in tarc's source repository${url ? `, ${url}` : ''}, not in the installed package.\n`;
}

/** The note for this installation: the runner's package is packages/runner of the repository. */
export function installedSourcePathsNote(samplePath: string): string | undefined {
  const pkg = JSON.parse(readFileSync(packageFile('package.json'), 'utf8')) as { repository?: unknown };
  return sourcePathsNote(samplePath, packageFile('../../'), pkg.repository);
}
