import type { Check } from '@tarc/conformance';
import { ConfigError } from '../config-error.js';
import { didYouMean } from '../close-names.js';
import { globToRegExp, matchesAny } from './glob.js';

export interface Selection {
  only?: readonly string[];
  skip?: readonly string[];
  /** 1-based: shard `index` of `count`. */
  shard?: { index: number; count: number };
}

/**
 * The checks a run executes, in registry order: `only` (any glob, on a check's id or one of its
 * requirement ids) minus `skip` (the same), then the shard's share of the main checks, dealt
 * round-robin. `final` checks judge the exchanges of the process they run in, so every shard runs them.
 */
export function selectChecks(all: readonly Check<string>[], selection: Selection): Check<string>[] {
  const only = (selection.only ?? []).map(globToRegExp);
  const skip = (selection.skip ?? []).map(globToRegExp);
  // A glob names a check by its id or by a requirement id it checks, as --accept-skip and explain take them.
  const named = (c: Check<string>, globs: readonly RegExp[]) => matchesAny(c.id, globs) || c.requirements.some((id) => matchesAny(id, globs));
  // Each glob is validated against the registry's ids: a typo in one of several (`--only tardes.*`,
  // `--skip orders.pagging`) must not narrow or widen the run in silence.
  const names = [...all.map((c) => c.id), ...all.flatMap((c) => c.requirements)];
  const unmatched = (flag: string, globs: readonly string[], patterns: readonly RegExp[]) =>
    globs.filter((_, i) => !all.some((c) => named(c, [patterns[i]!]))).map((g) => `${flag} ${g}${/[*?]/.test(g) ? '' : didYouMean(g, names)}`);
  const mistakes = [...unmatched('--only', selection.only ?? [], only), ...unmatched('--skip', selection.skip ?? [], skip)];
  if (mistakes.length > 0) {
    throw new ConfigError(
      `no check matches ${mistakes.join(', ')} (globs on check ids such as "${all[0]?.id ?? 'orders.paging'}" or requirement ids; \`tarc run --list\` lists them)`,
    );
  }
  const chosen = all.filter((c) => (only.length === 0 || named(c, only)) && !named(c, skip));
  // A mistyped --only must not pass a run that checked nothing.
  if (only.length > 0 && chosen.length === 0) {
    throw new ConfigError(`no check matches --only ${(selection.only ?? []).join(', ')}${skip.length ? ' (after --skip)' : ''}`);
  }
  const shard = selection.shard;
  if (!shard) return chosen;
  if (!Number.isInteger(shard.count) || shard.count < 1 || !Number.isInteger(shard.index) || shard.index < 1 || shard.index > shard.count) {
    throw new ConfigError(`shard ${shard.index}/${shard.count} is out of range (expected I/N with 1 <= I <= N)`);
  }
  let position = 0;
  return chosen.filter((c) => c.phase === 'final' || position++ % shard.count === shard.index - 1);
}
