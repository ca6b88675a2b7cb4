import { readFile } from 'node:fs/promises';
import { ConfigError } from '../config-error.js';
import { parseBaseline, type Baseline } from '../engine/baseline-file.js';
import { fsProblem } from '../reports/fs-problem.js';

/**
 * `--baseline FILE`, read before anything runs: a missing or malformed file, or an expectation that
 * names no check of `known` (a typo, a glob, a check renamed since), is a configuration error (exit 2).
 */
export async function loadBaseline(file: string, known: ReadonlySet<string>): Promise<Baseline> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new ConfigError(`cannot read baseline ${file}: ${fsProblem(error)}`);
  }
  const baseline = parseBaseline(text, file);
  // mustChecks are not matched here: one the suite no longer runs is "missing", and fails the run.
  const unmatched = baseline.expectations.map((e) => e.check).filter((id) => !known.has(id));
  if (unmatched.length > 0) {
    const globs = unmatched.some((id) => /[*?]/.test(id)) ? ' (entries are check ids, not globs)' : '';
    const shown = unmatched.slice(0, 10).join(', ') + (unmatched.length > 10 ? `, … and ${unmatched.length - 10} more` : '');
    throw new ConfigError(
      `baseline ${file}: ${unmatched.length} ${unmatched.length === 1 ? 'entry matches' : 'entries match'} no check of this suite: ${shown}${globs}`,
    );
  }
  return baseline;
}
