import type { Check } from '@tarc/conformance';
import { ConfigError } from '../config-error.js';
import { globToRegExp, matchesAny } from './glob.js';

export interface Selection {
  only?: readonly string[];
  skip?: readonly string[];
  /** 1-based: shard `index` of `count`. */
  shard?: { index: number; count: number };
}

/**
 * The checks a run executes, in registry order: `only` (any glob) minus `skip` (any glob), then the
 * shard's share of the main checks, dealt round-robin. `final` checks judge the exchanges of the
 * process they run in, so every shard runs them.
 */
export function selectChecks(all: readonly Check<string>[], selection: Selection): Check<string>[] {
  const only = (selection.only ?? []).map(globToRegExp);
  const skip = (selection.skip ?? []).map(globToRegExp);
  // Each glob is validated against the registry's ids: a typo in one of several (`--only tardes.*`,
  // `--skip orders.pagging`) must not narrow or widen the run in silence.
  const unmatched = [
    ...(selection.only ?? []).filter((_, i) => !all.some((c) => only[i]!.test(c.id))).map((g) => `--only ${g}`),
    ...(selection.skip ?? []).filter((_, i) => !all.some((c) => skip[i]!.test(c.id))).map((g) => `--skip ${g}`),
  ];
  if (unmatched.length > 0) {
    throw new ConfigError(
      `no check matches ${unmatched.join(', ')} (globs on check ids such as "${all[0]?.id ?? 'orders.paging'}"; \`tarc run --list\` lists them)`,
    );
  }
  const chosen = all.filter((c) => (only.length === 0 || matchesAny(c.id, only)) && !matchesAny(c.id, skip));
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
